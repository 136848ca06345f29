import { Link, useLocale, useSettings, useTranslation } from '@amora/shared';
import { LanguageSwitcher } from './language-switcher';

const LINKS: [string, string][] = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/ban', 'footer.ban'],
  ['/pricing', 'footer.pricing'],
  ['/complaints', 'footer.complaints'],
  ['/pages/return-policy', 'footer.return_policy'],
  ['/pages/faq', 'footer.faq'],
  ['/pages/service', 'footer.service'],
];

/** Footer (spec §2): the nine links, language switcher, the per-locale disclaimer and the US footer for English when enabled. */
export function Footer() {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const locale = useLocale();
  const name = settings?.name ?? 'Amora';
  return (
    <footer className="site-footer bg-body-tertiary border-top mt-5 py-4 small">
      <div className="container">
        <nav aria-label={t('footer.label')}>
          <ul className="list-unstyled d-flex flex-wrap gap-3 mb-3">
            {LINKS.map(([path, key]) => (
              <li key={path}>
                <Link to={path} className="link-secondary">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3">
          <p className="text-body-secondary mb-0 disclaimer" style={{ maxWidth: 720 }}>
            {t('footer.disclaimer', { name })}
          </p>
          <LanguageSwitcher />
        </div>
        {settings?.us_footer && locale === 'en' && (
          <p className="text-body-secondary mt-3 mb-0 us-footer" data-testid="us-footer">
            {t('footer.us_footer', { name })}
          </p>
        )}
        <p className="text-body-secondary mt-3 mb-0">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}

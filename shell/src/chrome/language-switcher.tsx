import { LOCALES, type Locale, LOCALE_COOKIE, localeName, LOCALE_COOKIE_MAX_AGE_S, api, bus, defaultLocaleOf, localizePath, splitLocale, useLocale, useSettings, useTranslation } from '@amora/shared';
import { useId } from 'react';

/**
 * Switches the locale (docs/design.md §5): stores the locale cookie for 365 days, saves the member's
 * language (`PUT /api/user.php`, spec §7; a failure is ignored, the cookie still holds) and loads
 * the same route and query under the new prefix (none for the site's default locale).
 * @param domainLanguage the site's `domain_language` (`de-DE`), which gives the default locale
 * @param go loads the new address; a full page load by default (tests pass their own)
 */
export async function switchLocale(locale: Locale, domainLanguage: string | undefined, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  if (bus.auth$.value) await api.put('/api/user.php', { language: locale }).catch(() => undefined);
  const { path } = splitLocale(window.location.pathname);
  go(localizePath(path, locale, defaultLocaleOf(domainLanguage)) + window.location.search);
}

/** A labelled select of the 11 languages, each named in its own language (`localeName`). */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const settings = useSettings();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="form-label mb-1">
        {t('footer.language')}
      </label>
      <select id={id} className="form-select form-select-sm" value={locale} onChange={(e) => switchLocale(e.target.value as Locale, settings?.domain_language)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}

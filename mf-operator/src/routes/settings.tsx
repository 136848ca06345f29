import { usePageTitle, useTranslation } from '@amora/shared';
import { SiteSettings } from '../features/admin';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/settings?site=<domain>` (issue 31 "Site settings", permission `settings`): the
 * settings of spec §3 of one site, edited in a form checked by the contract's schema; a change is
 * audited and reaches the site within a few seconds.
 */
export function Settings() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.settings'));
  return (
    <>
      <h1 className="h3">{t('sections.settings')}</h1>
      <p className="text-body-secondary">{t('settings.intro')}</p>
      <SiteSettings />
    </>
  );
}

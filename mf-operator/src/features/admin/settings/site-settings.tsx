import { Spinner, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../../components/load-failed';
import { SitePicker } from '../../../components/site-picker';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useSiteChoice } from '../../../lib/use-sites';
import { SettingsForm } from './settings-form';
import { useSiteSettings } from './use-site-settings';

/** The settings of the chosen site, once loaded (a fresh form per site). */
function SiteSettingsOf({ site }: { site: string }) {
  const settings = useSiteSettings(site);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <LoadFailed onRetry={() => void settings.refetch()} />;
  // The answer carries the payment options (configured_providers, provider_methods) next to the settings.
  return <SettingsForm key={site} site={settings.data.site} settings={settings.data.settings} options={settings.data} />;
}

/**
 * The site settings screen's body (issue 31): the site picker (the first site the operator may
 * act on unless the address names one, `?site=`), then that site's settings form.
 */
export function SiteSettings() {
  const { t } = useTranslation(OPERATOR_NS);
  const choice = useSiteChoice();
  return (
    <>
      <SitePicker choice={choice} label={t('settings.site')} noSites={t('settings.no_sites')} />
      {choice.site && <SiteSettingsOf site={choice.site.domain} />}
    </>
  );
}

import { LOCALES, type Locale } from '@amora/contracts/constants';
import { Spinner, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../../components/load-failed';
import { SitePicker } from '../../../components/site-picker';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import { type OperatorSite, useSiteChoice } from '../../../lib/use-sites';
import { CampaignForm } from './campaign-form';
import { CampaignsTable } from './campaigns-table';
import { useCampaigns } from './use-campaigns';

/** The language a new campaign of `site` starts with: the site's own (`sites.php` `language`), else the console's. */
function useFirstLocale(site: OperatorSite): Locale {
  const consoleLocale = useConsoleLocale();
  return (LOCALES as readonly string[]).includes(site.language) ? (site.language as Locale) : consoleLocale;
}

/** The campaigns of one site and the form to start one. */
function SiteCampaigns({ site }: { site: OperatorSite }) {
  const { t } = useTranslation(OPERATOR_NS);
  const campaigns = useCampaigns(site.domain);
  const firstLocale = useFirstLocale(site);
  return (
    <>
      <h2 className="h5">{t('campaigns.list_title', { site: site.name })}</h2>
      {campaigns.isPending && <Spinner />}
      {campaigns.isError && <LoadFailed onRetry={() => void campaigns.refetch()} />}
      {campaigns.data && <CampaignsTable campaigns={campaigns.data} />}
      <hr className="my-4" />
      <CampaignForm key={site.domain} site={site} firstLocale={firstLocale} />
    </>
  );
}

/** The Campaigns screen's body (issue 31): the site picker (`?site=`), the site's campaigns and "New campaign". */
export function CampaignsScreen() {
  const { t } = useTranslation(OPERATOR_NS);
  const choice = useSiteChoice();
  return (
    <>
      <SitePicker choice={choice} label={t('campaigns.site')} noSites={t('campaigns.no_sites')} />
      {choice.site && <SiteCampaigns site={choice.site} />}
    </>
  );
}

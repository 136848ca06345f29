import { usePageTitle, useTranslation } from '@amora/shared';
import { CampaignsScreen } from '../features/content';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/campaigns?site=<domain>` (issue 31 "Campaigns", permission `content`): a site's
 * campaign mails with their queued and sent counts, and a new one — kind, subject and body per
 * language, preview — queued after a confirmation (`npm run campaign` stays).
 */
export function Campaigns() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.campaigns'));
  return (
    <>
      <h1 className="h3">{t('sections.campaigns')}</h1>
      <p className="text-body-secondary">{t('campaigns.intro')}</p>
      <CampaignsScreen />
    </>
  );
}

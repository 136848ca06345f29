import { formatDate, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import type { Campaign } from './use-campaigns';

/**
 * A site's campaigns, newest first (issue 31): subject, kind, locales, when it was started, and
 * how many of its mails were queued and sent so far. Scrolls sideways on a phone.
 */
export function CampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  if (campaigns.length === 0) return <p className="text-body-secondary">{t('campaigns.empty')}</p>;
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{t('campaigns.caption')}</caption>
        <thead>
          <tr>
            {(['subject', 'kind', 'locales', 'created', 'mails'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`campaigns.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id}>
              <td style={{ overflowWrap: 'anywhere' }}>{campaign.subject}</td>
              <td>{t(`campaigns.kinds.${campaign.kind}`)}</td>
              <td>{campaign.locales.join(', ')}</td>
              <td className="text-nowrap">{formatDate(campaign.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td className="text-nowrap">{t('campaigns.sent_of', { sent: campaign.sent, queued: campaign.queued })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

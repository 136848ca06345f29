import { usePageTitle, useTranslation } from '@amora/shared';
import { QUEUES, QueueCards, mayOpen, useCounts } from '../features/sections';
import { OPERATOR_NS } from '../i18n/load-locale';
import { useOperator } from '../lib/operator-context';

/**
 * `/operator` (issue 31): the overview — the open items of each queue the operator's role works
 * on as cards linking to the queues (`GET /api/operator/counts.php`, every 30 s).
 */
export function Dashboard() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('dashboard.title'));
  const { role } = useOperator();
  const queues = QUEUES.filter((queue) => mayOpen(role, queue));
  const counts = useCounts(role);
  return (
    <>
      <h1 className="h3">{t('dashboard.title')}</h1>
      {queues.length === 0 ? (
        <p>{t('dashboard.no_queues')}</p>
      ) : (
        <>
          <p className="text-body-secondary">{t('dashboard.intro')}</p>
          {counts.isError && (
            <p className="alert alert-warning" role="alert">
              {t('dashboard.counts_failed')}
            </p>
          )}
          <QueueCards queues={queues} counts={counts.data} />
        </>
      )}
    </>
  );
}

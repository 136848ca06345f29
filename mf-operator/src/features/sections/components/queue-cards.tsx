import type { OperatorCounts } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { type Queue, sectionPath } from '../sections';
import { QUEUE_ICONS } from './section-icons';

/**
 * The overview's cards (issue 31): per queue of the operator's role, its open items (a dash while
 * they load) and a link into the queue.
 */
export function QueueCards({ queues, counts }: { queues: readonly Queue[]; counts: OperatorCounts | undefined }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
      {queues.map((queue) => {
        const Icon = QUEUE_ICONS[queue];
        return (
          <li key={queue} className="col">
            <article className="card h-100 position-relative">
              <div className="card-body">
                <h2 className="h6 card-title d-flex align-items-center gap-2">
                  <Icon aria-hidden="true" size={18} />
                  {t(`dashboard.queue_${queue}`)}
                </h2>
                <p className="display-6 mb-2" data-testid={`count-${queue}`}>
                  {counts ? counts[queue] : '–'}
                </p>
                <Link to={sectionPath(queue)} className="stretched-link">
                  {t('dashboard.open_queue')}
                  <span className="visually-hidden">: {t(`sections.${queue}`)}</span>
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

import type { ComplaintStatus } from '@amora/contracts';
import { Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useReleaseClaimsOnLeave } from '../common/use-release-claims';
import { queueErrorKey } from '../common/queue-error';
import { QueueNotice } from '../common/queue-notice';
import { useComplaints } from './api';
import { ComplaintCard } from './complaint-card';
import { StatusTabs, tabId } from './status-tabs';
import { useComplaintActions } from './use-complaint-actions';

/**
 * The complaints queue (issue 31 "Queues"): the complaints sent through `/complaints`, filtered
 * by status (tabs Open, Answered, Closed; open ones claimed for the operator), oldest first, each
 * answered by e-mail or closed / reopened on its card ({@link ComplaintCard}); after each action
 * the lists and the navigation's counts reload and "Reply sent" (or what changed) is announced.
 */
export function ComplaintsQueue() {
  const { t } = useTranslation(OPERATOR_NS);
  useReleaseClaimsOnLeave('complaints');
  usePageTitle(t('sections.complaints'));
  const base = useId();
  const [status, setStatus] = useState<ComplaintStatus>('open');
  const list = useComplaints(status);
  const actions = useComplaintActions();
  const complaints = list.data?.complaints ?? [];
  return (
    <>
      <h1 className="h3">{t('sections.complaints')}</h1>
      <QueueNotice notice={actions.notice} />
      <StatusTabs base={base} value={status} onChange={setStatus} />
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(base, status)}>
        {list.data && <p className="text-body-secondary">{t(`complaints.count.${status}`, { count: list.data.total })}</p>}
        {list.isPending && <Spinner />}
        {list.isError && (
          <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
            <span>{t(queueErrorKey(list.error, 'complaints'))}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void list.refetch()}>
              {t('errors.retry')}
            </button>
          </div>
        )}
        {list.data && complaints.length === 0 && (
          <div className="text-center py-5 text-body-secondary">
            <Inbox aria-hidden="true" size={48} className="mb-3" />
            <p>{t(`complaints.empty.${status}`)}</p>
          </div>
        )}
        {complaints.map((complaint) => (
          <ComplaintCard
            key={complaint.id}
            complaint={complaint}
            busy={actions.busy}
            failure={actions.failure?.id === complaint.id ? actions.failure.key : null}
            onReply={(text) => actions.reply(complaint, text)}
            onStatus={(next) => void actions.setStatus(complaint, next)}
          />
        ))}
      </div>
    </>
  );
}

import { Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { CircleCheckBig } from 'lucide-react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useReleaseClaimsOnLeave } from '../common/use-release-claims';
import { queueErrorKey } from '../common/queue-error';
import { QueueNotice } from '../common/queue-notice';
import { ActionDialog } from './action-dialog';
import { ReportCard } from './report-card';
import { useReportActions } from './use-report-actions';

/**
 * The reports queue (issue 31 "Queues"): "N open", then the open reports claimed for the
 * operator, oldest first ({@link ReportCard}); each action (dismiss, hide a photo, disable the
 * profile, ban) is confirmed in its dialog with the reason and closes the report, after which the
 * queue and the navigation's counts reload. No open report: a "done" state.
 */
export function ReportsQueue() {
  const { t } = useTranslation(OPERATOR_NS);
  useReleaseClaimsOnLeave('reports');
  usePageTitle(t('sections.reports'));
  const { queue, dialog, open, close, submit, sending, error, notice } = useReportActions();
  const reports = queue.data?.reports ?? [];
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h1 className="h3">{t('sections.reports')}</h1>
        {queue.data && <p className="text-body-secondary mb-0">{t('reports.open_count', { count: queue.data.total })}</p>}
      </div>
      <p className="text-body-secondary">{t('reports.intro')}</p>
      <QueueNotice notice={notice} />
      {queue.isPending && <Spinner />}
      {queue.isError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{t(queueErrorKey(queue.error, 'reports'))}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void queue.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      )}
      {queue.data && reports.length === 0 && (
        <div className="text-center py-5">
          <CircleCheckBig aria-hidden="true" size={48} className="text-success mb-3" />
          <h2 className="h4">{t('reports.done_title')}</h2>
          <p className="text-body-secondary">{queue.data.total > 0 ? t('reports.done_held', { count: queue.data.total }) : t('reports.done_text')}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void queue.refetch()}>
            {t('reports.check_again')}
          </button>
        </div>
      )}
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} onAction={(action) => open(report, action)} />
      ))}
      {dialog && <ActionDialog report={dialog.report} action={dialog.action} sending={sending} error={error} onConfirm={(values) => void submit(values)} onCancel={close} />}
    </>
  );
}

import type { OperatorReport, ReportAction } from '@amora/contracts';
import { useQueryClient } from '@amora/shared/query';
import { useState } from 'react';
import type { ReasonValues } from '../../../lib/reason-form';
import { itemGone, queueErrorKey } from '../common/queue-error';
import type { Notice } from '../common/queue-notice';
import { REPORTS_QUEUE_KEY, useReportAction, useReportsQueue } from './api';

/**
 * The reports queue's actions (issue 31): `open(report, action)` opens the confirmation dialog,
 * `submit(values)` sends it — on success the dialog closes, the queue and the counts reload and
 * `notice` says what was done; when the report is no longer the operator's (409
 * `claimed_by_other`, 404 `not_found`) the dialog closes too and the queue reloads, with the
 * reason as `notice`; any other failure keeps the dialog and what was typed, with `error` (an
 * i18n key) inside it.
 */
export function useReportActions() {
  const client = useQueryClient();
  const queue = useReportsQueue();
  const mutation = useReportAction();
  const [dialog, setDialog] = useState<{ report: OperatorReport; action: ReportAction } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (report: OperatorReport, action: ReportAction) => {
    setError(null);
    setNotice(null);
    setDialog({ report, action });
  };

  const submit = async (values: ReasonValues) => {
    if (!dialog || mutation.isPending) return;
    const { report, action } = dialog;
    setError(null);
    try {
      await mutation.mutateAsync({ id: report.id, action, ...values });
      setDialog(null);
      setNotice({ kind: 'status', key: `reports.done.${action}`, values: { name: report.reported.name } });
    } catch (failure) {
      const key = queueErrorKey(failure, 'reports');
      if (!itemGone(failure)) return setError(key);
      setDialog(null);
      setNotice({ kind: 'alert', key });
      void client.invalidateQueries({ queryKey: REPORTS_QUEUE_KEY });
    }
  };

  return { queue, dialog, open, close: () => setDialog(null), submit, sending: mutation.isPending, error, notice };
}

import type { ComplaintStatus, QueueComplaint } from '@amora/contracts';
import { useQueryClient } from '@amora/shared/query';
import { useState } from 'react';
import { itemGone, queueErrorKey } from '../common/queue-error';
import type { Notice } from '../common/queue-notice';
import { COMPLAINTS_QUEUE_KEY, useComplaintReply, useComplaintStatus } from './api';

/**
 * The complaints' actions (issue 31): `reply` mails a reply (resolves true once sent, so the form
 * empties), `setStatus` closes or reopens. Done, `notice` says so ("Reply sent") and the lists
 * and counts reload. A failure on a complaint that is no longer the operator's (409
 * `claimed_by_other`, 404) becomes the page's `notice` and the list reloads; any other failure
 * stays with its complaint (`failure`: its id and the i18n key), the typed reply kept.
 */
export function useComplaintActions() {
  const client = useQueryClient();
  const replyCall = useComplaintReply();
  const statusCall = useComplaintStatus();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<{ id: number; key: string } | null>(null);

  const run = async (complaint: QueueComplaint, call: () => Promise<unknown>, done: Notice): Promise<boolean> => {
    setNotice(null);
    setFailure(null);
    try {
      await call();
      setNotice(done);
      return true;
    } catch (error) {
      const key = queueErrorKey(error, 'complaints');
      if (!itemGone(error)) setFailure({ id: complaint.id, key });
      else {
        setNotice({ kind: 'alert', key });
        void client.invalidateQueries({ queryKey: COMPLAINTS_QUEUE_KEY });
      }
      return false;
    }
  };

  return {
    notice,
    failure,
    busy: replyCall.isPending || statusCall.isPending,
    reply: (complaint: QueueComplaint, text: string) =>
      run(complaint, () => replyCall.mutateAsync({ id: complaint.id, reply: text }), { kind: 'status', key: 'complaints.reply_sent', values: { email: complaint.email } }),
    setStatus: (complaint: QueueComplaint, status: ComplaintStatus) =>
      run(complaint, () => statusCall.mutateAsync({ id: complaint.id, status }), { kind: 'status', key: `complaints.status_done.${status}`, values: { subject: complaint.subject } }),
  };
}

import type { ComplaintQueueResponse, ComplaintStatus } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';
import { useRefreshCounts } from '../common/use-refresh-counts';

/** The complaints queue's query key (each status's list under it). */
export const COMPLAINTS_QUEUE_KEY = [CONSOLE_KEY, 'queue', 'complaints'] as const;

/**
 * `GET /api/operator/complaints.php?status=` (issue 31): the oldest 20 complaints of that status
 * on the operator's sites (open ones claimed for them for 10 minutes), with the replies so far;
 * `total` of that status.
 */
export function useComplaints(status: ComplaintStatus) {
  const query = useQuery({
    queryKey: [...COMPLAINTS_QUEUE_KEY, status],
    queryFn: () => api.get<ComplaintQueueResponse>('/api/operator/complaints.php', { status }),
  });
  useSessionGuard(query.error);
  return query;
}

/** After a change: every status's list and the navigation's counts are asked again. */
function useAfterChange() {
  const client = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return () => {
    void client.invalidateQueries({ queryKey: COMPLAINTS_QUEUE_KEY });
    refreshCounts();
  };
}

/**
 * `POST /api/operator/complaints.php {id, reply}` → `{ok}` (issue 31): mails the reply to the
 * complainant and marks the complaint answered. Errors: 409 `claimed_by_other`, 404 `not_found`;
 * a mail that could not be sent fails as 5xx, nothing stored; never retried.
 */
export function useComplaintReply() {
  const onSuccess = useAfterChange();
  const mutation = useMutation({ mutationFn: (body: { id: number; reply: string }) => api.post<{ ok: true }>('/api/operator/complaints.php', body), onSuccess });
  useSessionGuard(mutation.error);
  return mutation;
}

/**
 * `PUT /api/operator/complaints.php {id, status}` → `{ok}` (issue 31): closes or reopens a
 * complaint. Errors: 409 `claimed_by_other`, 404 `not_found`; never retried.
 */
export function useComplaintStatus() {
  const onSuccess = useAfterChange();
  const mutation = useMutation({ mutationFn: (body: { id: number; status: ComplaintStatus }) => api.put<{ ok: true }>('/api/operator/complaints.php', body), onSuccess });
  useSessionGuard(mutation.error);
  return mutation;
}

import type { OperatorReportActionBody, OperatorReportsResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';
import { useRefreshCounts } from '../common/use-refresh-counts';

/** The reports queue's query key. */
export const REPORTS_QUEUE_KEY = [CONSOLE_KEY, 'queue', 'reports'] as const;

/**
 * `GET /api/operator/reports.php` (issue 31): the open reports of the operator's sites, oldest
 * first (20), each claimed for them for 10 minutes, with the reported profile and the reporter;
 * `total` open.
 */
export function useReportsQueue() {
  const query = useQuery({ queryKey: REPORTS_QUEUE_KEY, queryFn: () => api.get<OperatorReportsResponse>('/api/operator/reports.php') });
  useSessionGuard(query.error);
  return query;
}

/**
 * `POST /api/operator/reports.php {id, action, reason, image?, until?}` → `{ok}` (issue 31):
 * dismiss, hide a photo, disable the profile or ban the member, closing the report. Afterwards the
 * queue and the navigation's counts are asked again.
 * Errors: 409 `claimed_by_other`, 404 `not_found`, 409 `no_account`, 400 `invalid_request`; never retried.
 */
export function useReportAction() {
  const client = useQueryClient();
  const refreshCounts = useRefreshCounts();
  const mutation = useMutation({
    mutationFn: (body: OperatorReportActionBody) => api.post<{ ok: true }>('/api/operator/reports.php', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: REPORTS_QUEUE_KEY });
      refreshCounts();
    },
  });
  useSessionGuard(mutation.error);
  return mutation;
}

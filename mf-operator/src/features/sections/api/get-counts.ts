import type { OperatorCounts } from '@amora/contracts';
import type { OperatorRole } from '@amora/contracts/constants';
import { api } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { COUNTS_KEY, useSessionGuard } from '../../../lib/session-key';
import { QUEUES, mayOpen } from '../sections';

/** How often the queue counts are asked again while the console is open, in ms (issue 31: 30 s). */
export const COUNTS_REFRESH_MS = 30_000;

/**
 * `GET /api/operator/counts.php` → open items per queue `{photos, reports, complaints}` (issue
 * 31), for the navigation's badges and the overview, asked again every 30 s; not asked for a role
 * that works on no queue (finance, marketing).
 */
export function useCounts(role: OperatorRole) {
  const query = useQuery({
    queryKey: COUNTS_KEY,
    queryFn: () => api.get<OperatorCounts>('/api/operator/counts.php'),
    enabled: QUEUES.some((queue) => mayOpen(role, queue)),
    refetchInterval: COUNTS_REFRESH_MS,
    staleTime: COUNTS_REFRESH_MS,
  });
  useSessionGuard(query.error);
  return query;
}

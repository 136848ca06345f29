import type { operatorSessionsResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, SESSION_KEY, useSessionGuard } from '../../../lib/session-key';

/** `GET /api/operator/sessions.php`'s answer: the operator's sessions, `current` marking this one. */
export type OperatorSessions = ReturnType<(typeof operatorSessionsResponse)['parse']>;

const SESSIONS_KEY = [CONSOLE_KEY, 'sessions'] as const;

/** `GET /api/operator/sessions.php` (issue 31): every open session of the signed-in operator. */
export function useSessions() {
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.get<OperatorSessions>('/api/operator/sessions.php') });
  useSessionGuard(query.error);
  return query;
}

/**
 * `DELETE /api/operator/sessions.php?id=N` (issue 31): ends one of the operator's sessions; ending
 * this one (`current`) signs out here. Errors: 404 `not_found` (already ended); never retried.
 */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; current: boolean }) => api.delete<{ ok: true }>('/api/operator/sessions.php', undefined, { query: { id } }),
    onSuccess: (_answer, { current }) => {
      if (current) client.setQueryData(SESSION_KEY, null);
      else void client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

import { api } from '@amora/shared';
import { useMutation, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, SESSION_KEY } from '../../../lib/session-key';

/**
 * `DELETE /api/operator/session.php` (issue 31): ends this session. Afterwards the console holds no
 * session (null) and none of the operator's data (every other console query is dropped).
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>('/api/operator/session.php'),
    onSuccess: () => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] === CONSOLE_KEY && query.queryKey[1] !== SESSION_KEY[1] });
      client.setQueryData(SESSION_KEY, null);
    },
  });
}

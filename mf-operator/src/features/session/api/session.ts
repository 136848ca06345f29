import type { OperatorSessionResponse } from '@amora/contracts';
import { ApiError, api } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { SESSION_KEY } from '../../../lib/session-key';

/**
 * `GET /api/operator/session.php` (issue 31): the operator and what the session still needs
 * (`mfa`: `enrol`, `verify`, or null once signed in), or null without a session (401).
 * @throws ApiError for any other failure (status 0 offline)
 */
export async function getOperatorSession(): Promise<OperatorSessionResponse | null> {
  try {
    return await api.get<OperatorSessionResponse>('/api/operator/session.php');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The operator's session as a query (null data: signed out), looked up again after a minute. */
export function useOperatorSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: getOperatorSession, staleTime: 60_000 });
}

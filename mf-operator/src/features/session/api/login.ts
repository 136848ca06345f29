import type { OperatorSessionResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQueryClient } from '@amora/shared/query';
import { SESSION_KEY } from '../../../lib/session-key';

/** What the sign-in form sends. */
export interface LoginInput {
  email: string;
  password: string;
}

/**
 * `POST /api/operator/login.php {email, password}` (issue 31): a new session whose second factor
 * is still to pass; the answer (`mfa: 'enrol' | 'verify'`) becomes the session query's data.
 * Errors: 401 `login_failed`, 429 `account_blocked {minutes}`; never retried.
 */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<OperatorSessionResponse>('/api/operator/login.php', input),
    onSuccess: (session) => client.setQueryData(SESSION_KEY, session),
  });
}

import { type User, api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';

/** The body of `POST /api/user.php` (login, spec §7). */
export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * `POST /api/user.php {email, password}` — logs in and sets the session cookie (spec §7).
 * @returns the logged-in User (spec §3).
 * @throws ApiError: 401 `login_failed`; 429 `account_blocked` with `body.minutes`; 403
 * `account_deleted` (`body.reactivate_until`); 400 `invalid_request`.
 */
export async function login({ email, password }: LoginRequest): Promise<User> {
  return api.post<User>('/api/user.php', { email, password });
}

/** `login` as a mutation of the page's query client (`isPending` while sending). */
export function useLogin() {
  return useMutation({ mutationFn: login });
}

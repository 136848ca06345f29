import { type User, api } from '@amora/shared';

/**
 * `POST /api/user.php {email, password}` — logs in and sets the session cookie (spec §7).
 * @returns the logged-in User.
 * @throws ApiError: 401 `login_failed`; 429 `account_blocked` with `body.minutes`; 400 `invalid_request`.
 */
export async function login(email: string, password: string): Promise<User> {
  return api.post<User>('/api/user.php', { email, password });
}

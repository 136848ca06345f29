import { type User, api } from '@amora/shared';

/** `GET /api/user.php` — the logged-in member (spec §7). @throws ApiError 403 `authentication_required` when logged out. */
export async function getUser(): Promise<User> {
  return api.get<User>('/api/user.php');
}

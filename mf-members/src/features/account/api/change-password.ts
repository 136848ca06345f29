import { api } from '@amora/shared';

/**
 * `PUT /api/user.php?password=1 {old_password, password}` (spec §5: a password change needs the old
 * password) → `{ok: true}`; every other session of the member ends, this browser goes on with a new
 * session cookie (issue 16).
 * @throws ApiError — 400 `old_password_wrong`, `password_length` (+ min, max), `password_common`.
 */
export async function changePassword(oldPassword: string, password: string): Promise<void> {
  await api.put<{ ok: true }>('/api/user.php?password=1', { old_password: oldPassword, password });
}

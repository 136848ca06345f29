import { api } from '@amora/shared';

/**
 * `DELETE /api/user.php {password, reason?}` (spec §2 account deletion, §4 deleted account): the account
 * is hidden everywhere and every session ends; a mail with a reactivation link (valid 14 days) is sent.
 * @param reason optional, at most 500 characters; sent only when not blank.
 * @returns `reactivate_until` — ISO 8601 end of the reactivation window.
 * @throws ApiError — 400 `old_password_wrong`.
 */
export async function deleteAccount(password: string, reason: string): Promise<{ reactivate_until: string }> {
  const body = reason.trim() ? { password, reason: reason.trim() } : { password };
  return api.delete<{ ok: true; reactivate_until: string }>('/api/user.php', body);
}

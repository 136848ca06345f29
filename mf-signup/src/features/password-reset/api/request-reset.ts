import { api } from '@amora/shared';

/**
 * `POST /api/reset-password.php {email}` — e-mails a link to choose a new password (spec §2, §8).
 * @throws ApiError: 404 `email_not_found`; 429 `too_many_resets`.
 */
export async function requestReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/reset-password.php', { email });
}

import { api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';

/**
 * `POST /api/reset-password.php {email}` — e-mails a link to choose a new password, valid one hour
 * (spec §2, §8).
 * @returns `{ok: true}`.
 * @throws ApiError: 404 `email_not_found`; 429 `too_many_resets`; 400 `invalid_email`.
 */
export async function requestReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/reset-password.php', { email });
}

/** `requestReset` as a mutation of the page's query client (`isPending` while sending). */
export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

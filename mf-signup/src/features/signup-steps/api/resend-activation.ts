import { api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';

/**
 * `POST /api/activate.php?resend=1` (login, not confirmed) — sends the activation mail again (spec §4).
 * @throws ApiError 429 `too_many_mails` after 3 mails in 24 h.
 */
export async function resendActivation(): Promise<void> {
  await api.post<{ ok: true }>('/api/activate.php?resend=1');
}

/** `resendActivation` as a mutation of the page's query client (`isPending` while sending). */
export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}

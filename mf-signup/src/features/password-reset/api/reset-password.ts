import { api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';

/** The body of `POST /api/reset-password.php?do=1`: the e-mail link's token and the new password twice. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  password_repeat: string;
}

/**
 * `POST /api/reset-password.php?do=1` — sets the new password chosen from the e-mail link (spec §2, §5).
 * @returns `{ok: true}`.
 * @throws ApiError (400): `passwords_differ`, `link_invalid`, `password_length`, `password_common`.
 */
export async function resetPassword(request: ResetPasswordRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/reset-password.php', request, { query: { do: 1 } });
}

/** `resetPassword` as a mutation of the page's query client (`isPending` while sending). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

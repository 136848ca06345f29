import { api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';

/**
 * `POST /api/mail-change.php {token}` — confirms a changed e-mail address with the e-mail link's
 * token (spec §2 `/mail-change/do`).
 * @returns `{ok: true, email}`: the member's address from now on.
 * @throws ApiError: 400 `link_invalid` (unknown or expired token); 409 `email_taken` meanwhile.
 */
export async function confirmMailChange(token: string): Promise<{ ok: true; email: string }> {
  return api.post<{ ok: true; email: string }>('/api/mail-change.php', { token });
}

/** `confirmMailChange` as a mutation of the page's query client. */
export function useConfirmMailChange() {
  return useMutation({ mutationFn: confirmMailChange });
}

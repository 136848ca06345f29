import { api } from '@amora/shared';

/**
 * `PUT /api/user.php?email=1 {email, password}` (spec §5 e-mail change) → `{ok: true}`: the API mails a
 * confirmation link to the NEW address; the account keeps its old address until the link is opened.
 * @throws ApiError — 400 `invalid_email`, 409 `email_taken`, 400 `email_unchanged`, 400 `old_password_wrong`.
 */
export async function changeEmail(email: string, password: string): Promise<void> {
  await api.put<{ ok: true }>('/api/user.php?email=1', { email, password });
}

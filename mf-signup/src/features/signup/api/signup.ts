import { type User, api } from '@amora/shared';
import { useMutation } from '@amora/shared/query';
import type { SignupValues } from '../signup-schema';
import type { TrackingKey } from '../tracking';

/** The body of `POST /api/signup.php`: the form of spec §3, the optional first message and partner, and the tracking values. */
export type SignupRequest = SignupValues & { signup_message?: string; profile?: number } & Partial<Record<TrackingKey, string>>;

/**
 * `POST /api/signup.php` — creates an account that still has to be confirmed by e-mail (spec §4, §5).
 * @returns 201 the new User (spec §3), already logged in, with status `not_confirmed`.
 * @throws ApiError: 400 `invalid_email`, `too_young` (`body.min_age`), `name_length`,
 * `name_equals_email`, `name_starts_with_at`, `password_length`, `password_common`,
 * `invalid_request` (`body.issues`); 409 `email_taken`; 403 `signups_closed`.
 */
export async function signup(request: SignupRequest): Promise<User> {
  return api.post<User>('/api/signup.php', request);
}

/** `signup` as a mutation of the page's query client (`isPending` while sending). */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}

import { api } from '@amora/shared';
import type { TrackingKey } from '../tracking';
import type { SignupValues } from '../validate-signup';

/** The body of `POST /api/signup.php`: the form of spec §3, the optional first message and partner, and the tracking values. */
export type SignupRequest = SignupValues & { signup_message?: string; profile?: number } & Partial<Record<TrackingKey, string>>;

/**
 * `POST /api/signup.php` — creates an account that still has to be confirmed by e-mail (spec §4).
 * The endpoint arrives in the next issue; until then it answers 404.
 * @throws ApiError (404 while the endpoint is missing, 400 `invalid_request` with `body.issues`).
 */
export async function signup(request: SignupRequest): Promise<unknown> {
  return api.post<unknown>('/api/signup.php', request);
}

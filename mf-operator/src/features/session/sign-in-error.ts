import { ApiError } from '@amora/shared';

/** A failed sign-in step as the console shows it: an i18n key of the `operator` namespace and its values. */
export interface SignInError {
  key: string;
  values?: { minutes: number };
}

/**
 * The localized text of a failed sign-in step (issue 31): 401 `login_failed`, 429
 * `account_blocked` with the API's `minutes`, 401 `mfa_code_wrong` (worded for a recovery code
 * when `recovery`), 401 `operator_authentication_required` while a code was asked (the
 * half-signed-in session took too long), no answer at all (`network`), else the generic text.
 */
export function signInError(error: unknown, recovery = false): SignInError {
  if (!(error instanceof ApiError)) return { key: 'errors.generic' };
  if (error.status === 0) return { key: 'errors.network' };
  if (error.code === 'account_blocked') {
    const minutes = Number(error.body.minutes);
    return { key: 'errors.account_blocked', values: { minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 1 } };
  }
  if (error.code === 'login_failed') return { key: 'errors.login_failed' };
  if (error.code === 'mfa_code_wrong') return { key: recovery ? 'errors.recovery_code_wrong' : 'errors.mfa_code_wrong' };
  if (error.code === 'operator_authentication_required') return { key: 'errors.session_expired' };
  return { key: 'errors.generic' };
}

/** Whether a failure ended the half-signed-in session (too slow, or the account is now blocked): the sign-in starts again with the password. */
export function endsSignIn(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'operator_authentication_required' || error.code === 'account_blocked');
}

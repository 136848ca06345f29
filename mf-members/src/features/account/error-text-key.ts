import { ApiError, errorKey } from '@amora/shared';

/** Codes of the account forms with their own text (API errors and form rules, spec §5, §8). */
const ACCOUNT_ERRORS = ['invalid_email', 'email_taken', 'email_unchanged', 'old_password_wrong', 'password_length', 'password_common', 'password_required'];

/** The i18n key (namespace `members`) of a code of the account forms; the mismatch has its own. */
export function accountCodeKey(code: string): string {
  if (code === 'password_mismatch') return 'account.password.mismatch';
  return ACCOUNT_ERRORS.includes(code) ? `account.errors.${code}` : 'common:errors.generic';
}

/**
 * The i18n key (namespace `members`) for an error of the account forms: `account.errors.<code>` for the
 * codes above, else the shared generic/network/try-later text of `common` (spec §8).
 */
export function accountErrorKey(error: unknown): string {
  if (error instanceof ApiError && ACCOUNT_ERRORS.includes(error.code)) return `account.errors.${error.code}`;
  return errorKey(error);
}

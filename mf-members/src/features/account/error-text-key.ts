import { ApiError, errorKey } from '@amora/shared';

/** API error codes of the account forms that have their own text under `account.errors` (spec §5, §8). */
const ACCOUNT_ERRORS = ['invalid_email', 'email_taken', 'email_unchanged', 'old_password_wrong', 'password_length', 'password_common'];

/**
 * The i18n key (namespace `members`) for an error of the account forms: `account.errors.<code>` for the
 * codes above, else the shared generic/network/try-later text of `common` (spec §8).
 */
export function accountErrorKey(error: unknown): string {
  if (error instanceof ApiError && ACCOUNT_ERRORS.includes(error.code)) return `account.errors.${error.code}`;
  return errorKey(error);
}

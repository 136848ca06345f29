import { ApiError, MIN_AGE, errorKey } from '@amora/shared';
import { ACCOUNT_RULES } from '@amora/contracts/constants';
import type { FieldError, SignupErrors } from './validate-signup';

const FIELDS = ['email', 'name', 'password', 'date_of_birth'] as const;

/** How a refused sign-up is shown: errors next to fields and/or a general alert (i18n keys of `signup` or `common:`). */
export interface SignupFailure {
  fields: SignupErrors;
  alert?: FieldError;
}

/** The API's field error codes of `POST /api/signup.php` (spec §5) → the field and its message key. */
function codeError(error: ApiError): SignupErrors | null {
  switch (error.code) {
    case 'invalid_email':
      return { email: { key: 'form.invalid_email' } };
    case 'email_taken':
      return { email: { key: 'form.email_taken' } };
    case 'too_young': {
      const minAge = Number(error.body.min_age);
      return { date_of_birth: { key: 'form.date_of_birth_invalid', values: { min_age: Number.isFinite(minAge) && minAge > 0 ? minAge : MIN_AGE } } };
    }
    case 'name_equals_email':
      return { name: { key: 'form.name_is_email' } };
    case 'name_starts_with_at':
      return { name: { key: 'form.name_at' } };
    case 'name_length':
      return { name: { key: 'form.name_length', values: { max: ACCOUNT_RULES.nameMax } } };
    case 'password_length':
      return { password: { key: 'form.password_length', values: { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax } } };
    case 'password_common':
      return { password: { key: 'form.password_common' } };
    default:
      return null;
  }
}

/** Maps the API's `invalid_request` issues (`{path: 'body.email'}`) to the form's fields. */
function issueFields(error: ApiError): SignupErrors {
  const issues = Array.isArray(error.body.issues) ? (error.body.issues as { path?: unknown }[]) : [];
  const found: SignupErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === `body.${f}`);
    if (field) found[field] = { key: 'form.check_field' };
  }
  return found;
}

/**
 * What to show for a failed `POST /api/signup.php` (spec §5, §8): a field's code next to that
 * field; 403 `signups_closed` as an alert (sign-up by invitation only); `invalid_request` marks the
 * named fields with a generic alert; anything else (404 included) the generic error of `common`.
 */
export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof ApiError) {
    const fields = codeError(error);
    if (fields) return { fields };
    if (error.code === 'signups_closed') return { fields: {}, alert: { key: 'form.signups_closed' } };
    if (error.status === 400) return { fields: issueFields(error), alert: { key: errorKey(error) } };
  }
  return { fields: {}, alert: { key: errorKey(error) } };
}

import { ApiError, errorKey } from '@amora/shared';
import type { MessageKey } from './rule-messages';
import type { SignupValues } from './signup-schema';

const FIELDS = ['email', 'name', 'password', 'date_of_birth'] as const;
type Field = (typeof FIELDS)[number];

/** How a refused sign-up is shown: error codes on fields (`setError`) and/or a general alert. */
export interface SignupFailure {
  /** Field → error code, translated like the form's own rules (`useRuleMessages`). */
  fields: Partial<Record<keyof SignupValues, string>>;
  /** The minimum age of a `too_young` answer (`body.min_age`), when the API names one. */
  minAge?: number;
  /** A general alert: an i18n key of `signup` or `common:`. */
  alert?: MessageKey;
}

/** The API's field error codes of `POST /api/signup.php` (spec §5, §8) → the field they concern. */
const CODE_FIELDS: Record<string, Field> = {
  invalid_email: 'email',
  email_taken: 'email',
  too_young: 'date_of_birth',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  name_length: 'name',
  password_length: 'password',
  password_common: 'password',
};

/** Maps the API's `invalid_request` issues (`{path: 'body.email'}`) to the form's fields. */
function issueFields(error: ApiError): SignupFailure['fields'] {
  const issues = Array.isArray(error.body.issues) ? (error.body.issues as { path?: unknown }[]) : [];
  const found: SignupFailure['fields'] = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === `body.${f}`);
    if (field) found[field] = 'check_field';
  }
  return found;
}

/**
 * What to show for a failed `POST /api/signup.php` (spec §5, §8): a field's code next to that
 * field (`too_young` with the API's `min_age`); 403 `signups_closed` as an alert (sign-up by
 * invitation only); `invalid_request` marks the named fields with a generic alert; anything else
 * (404 included) the generic error of `common`.
 */
export function signupFailure(error: unknown): SignupFailure {
  if (error instanceof ApiError) {
    const field = CODE_FIELDS[error.code];
    if (field) {
      const minAge = Number(error.body.min_age);
      return { fields: { [field]: error.code }, ...(error.code === 'too_young' && Number.isFinite(minAge) && minAge > 0 ? { minAge } : {}) };
    }
    if (error.code === 'signups_closed') return { fields: {}, alert: { key: 'form.signups_closed' } };
    if (error.status === 400) return { fields: issueFields(error), alert: { key: errorKey(error) } };
  }
  return { fields: {}, alert: { key: errorKey(error) } };
}

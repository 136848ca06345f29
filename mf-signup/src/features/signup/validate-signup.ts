import { ACCOUNT_RULES, dateOfBirthBounds, isAdultDateOfBirth, isEmail, isNameLength, isPasswordLength, nameEqualsEmail } from '@amora/contracts/constants';

/** The fields of the sign-up form (spec §3); `date_of_birth` as `YYYY-MM-DD`. */
export interface SignupValues {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
}

/** A field's problem, as an i18n key of the `signup` namespace (with its interpolation values). */
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

export type SignupErrors = Partial<Record<keyof SignupValues, FieldError>>;

/** The latest date of birth that is old enough today (`YYYY-MM-DD`), for the date input's `max`. */
export function latestDateOfBirth(today: Date): string {
  return dateOfBirthBounds(today).max;
}

/**
 * Client-side validation of the sign-up form with the contract's account rules (spec §5, the same
 * functions the API's schemas use; zod-free because this form runs on the visitor landers): a
 * valid e-mail ('Invalid email'); a username of 1–50 characters that is not the e-mail address and
 * does not start with @; a password of 8–128 characters; a date of birth of someone aged 18–120
 * ('Enter your date of birth (18+)').
 * @returns the errors by field; empty when the form may be sent.
 */
export function validateSignup(values: SignupValues, today: Date = new Date()): SignupErrors {
  const errors: SignupErrors = {};
  const email = values.email.trim();
  const name = values.name.trim();
  if (!isEmail(email)) errors.email = { key: 'form.invalid_email' };
  if (!name) errors.name = { key: 'form.name_required' };
  else if (!isNameLength(name)) errors.name = { key: 'form.name_length', values: { max: ACCOUNT_RULES.nameMax } };
  else if (name.startsWith('@')) errors.name = { key: 'form.name_at' };
  else if (nameEqualsEmail(name, email)) errors.name = { key: 'form.name_is_email' };
  if (!isPasswordLength(values.password)) {
    errors.password = { key: 'form.password_length', values: { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax } };
  }
  if (!isAdultDateOfBirth(values.date_of_birth, today)) errors.date_of_birth = { key: 'form.date_of_birth_invalid', values: { min_age: ACCOUNT_RULES.minAge } };
  return errors;
}

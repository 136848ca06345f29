import { MIN_AGE } from '@amora/shared';

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

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Oldest plausible age in years; older dates of birth are typing mistakes. */
const MAX_AGE = 120;

/** True for a plausible e-mail address (`local@domain.tld`, no spaces). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim());
}

/**
 * Age in whole years on `today` of someone born on `dateOfBirth` (`YYYY-MM-DD`), or `null` when
 * the date is not a real calendar date.
 */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d) return null;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age--;
  return age;
}

/** The latest date of birth that is old enough today (`YYYY-MM-DD`), for the date input's `max`. */
export function latestDateOfBirth(today: Date): string {
  const y = today.getFullYear() - MIN_AGE;
  const date = new Date(y, today.getMonth(), today.getDate());
  // 29 February minus 18 years rolls over to 1 March: step back to the last day of February.
  if (date.getMonth() !== today.getMonth()) date.setDate(0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Client-side validation of the sign-up form (spec §5): a valid e-mail ('Invalid email'); a
 * username that is not the e-mail address and does not start with @; a password of 8–128
 * characters; a date of birth showing the minimum age of 18 ('Enter your date of birth (18+)').
 * @returns the errors by field; empty when the form may be sent.
 */
export function validateSignup(values: SignupValues, today: Date = new Date()): SignupErrors {
  const errors: SignupErrors = {};
  const email = values.email.trim();
  const name = values.name.trim();
  if (!isValidEmail(email)) errors.email = { key: 'form.invalid_email' };
  if (!name) errors.name = { key: 'form.name_required' };
  else if (name.startsWith('@')) errors.name = { key: 'form.name_at' };
  else if (name.toLowerCase() === email.toLowerCase()) errors.name = { key: 'form.name_is_email' };
  if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
    errors.password = { key: 'form.password_length', values: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  const age = ageOn(values.date_of_birth, today);
  if (age === null || age < MIN_AGE || age > MAX_AGE) errors.date_of_birth = { key: 'form.date_of_birth_invalid', values: { min_age: MIN_AGE } };
  return errors;
}

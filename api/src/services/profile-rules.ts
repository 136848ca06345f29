import { ApiError } from '../errors.js';
import { ACCOUNT_RULES, ageOn } from './account-rules.js';

/**
 * 400 `name_equals_email` / `name_starts_with_at` for a username (spec §5 "username may not be
 * the e-mail address nor start with @"); the same rule as sign-up. `name` is already trimmed.
 */
export function checkProfileName(name: string, email: string): void {
  if (name.toLowerCase() === email.trim().toLowerCase()) {
    throw new ApiError(400, 'name_equals_email', 'Your username may not be your e-mail address.');
  }
  if (name.startsWith('@')) {
    throw new ApiError(400, 'name_starts_with_at', 'Your username may not start with @.');
  }
}

/**
 * 400 `too_young` (+ `min_age`) unless a YYYY-MM-DD date of birth is a real date of someone
 * aged ACCOUNT_RULES.minAge (18) to 120 today (spec §5 "date of birth (18+)"), as at sign-up.
 */
export function checkDateOfBirth(dateOfBirth: string): void {
  const age = ageOn(dateOfBirth);
  if (!(age >= ACCOUNT_RULES.minAge && age <= 120)) {
    throw new ApiError(400, 'too_young', `Enter your date of birth (${ACCOUNT_RULES.minAge}+)`, {
      min_age: ACCOUNT_RULES.minAge,
    });
  }
}

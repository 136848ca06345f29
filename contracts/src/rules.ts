/**
 * The account rules as zod schemas (spec §5), used by the API to validate requests and by the
 * forms (react-hook-form + zodResolver) to say the same thing before sending. Each failure's
 * `message` is the API's error code (`invalid_email`, `password_length`, `too_young`, …), which
 * the frontends translate as `errors.<code>`.
 */
import { z } from 'zod';
import { ACCOUNT_RULES, ageOn, EMAIL_PATTERN } from './constants';

/** Error codes a rule can raise (the `error` of the API's 400 answer, spec §8). */
export const RULE_ERRORS = [
  'invalid_email', 'password_length', 'name_length', 'name_starts_with_at', 'name_equals_email',
  'too_young', 'message_length',
] as const;
export type RuleError = (typeof RULE_ERRORS)[number];

const codePoints = (s: string): number => [...s].length;

/** An e-mail address: trimmed, ≤ 254 characters, EMAIL_PATTERN. Error `invalid_email`. */
export const email = z
  .string()
  .trim()
  .max(ACCOUNT_RULES.emailMax, { message: 'invalid_email' })
  .regex(EMAIL_PATTERN, { message: 'invalid_email' });

/**
 * A new password: 8–128 characters (error `password_length`). Whether it is on the common list
 * (`password_common`) only the API checks: the list is 49,000 words.
 */
export const newPassword = z
  .string()
  .refine((p) => codePoints(p) >= ACCOUNT_RULES.passwordMin && codePoints(p) <= ACCOUNT_RULES.passwordMax, {
    message: 'password_length',
  });

/** A username: trimmed, 1–50 characters (`name_length`), not starting with @ (`name_starts_with_at`). */
export const profileName = z
  .string()
  .trim()
  .refine((n) => codePoints(n) >= ACCOUNT_RULES.nameMin && codePoints(n) <= ACCOUNT_RULES.nameMax, {
    message: 'name_length',
  })
  .refine((n) => !n.startsWith('@'), { message: 'name_starts_with_at' });

/** Whether a username is the member's e-mail address (spec §5; error `name_equals_email`). */
export function nameEqualsEmail(name: string, address: string): boolean {
  return name.trim().toLowerCase() === address.trim().toLowerCase();
}

/**
 * A date of birth, YYYY-MM-DD, of someone aged 18 to 120 today (spec §5 "date of birth (18+)").
 * Error `too_young` for anything else, an impossible date included.
 */
export const dateOfBirth = z.string().refine(
  (d) => {
    const age = ageOn(d);
    return age >= ACCOUNT_RULES.minAge && age <= ACCOUNT_RULES.maxAge;
  },
  { message: 'too_young' },
);

/**
 * A chat message's text: not blank, at most `maxLength` characters (the site's
 * `settings.message_length`, spec §3 Settings). Error `message_length`.
 */
export function messageText(maxLength: number) {
  return z
    .string()
    .refine((t) => t.trim().length > 0 && codePoints(t) <= maxLength, { message: 'message_length' });
}

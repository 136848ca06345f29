/**
 * The account rules as zod schemas (spec §5), used by the API to validate requests and by the
 * forms (react-hook-form + zodResolver) to say the same thing before sending. Each failure's
 * `message` is the API's error code (`invalid_email`, `password_length`, `too_young`, …), which
 * the frontends translate as `errors.<code>`.
 */
import { z } from 'zod';
import { isAdultDateOfBirth, isEmail, isNameLength, isPasswordLength } from './constants';

/** Error codes a rule can raise (the `error` of the API's 400 answer, spec §8). */
export const RULE_ERRORS = [
  'invalid_email', 'password_length', 'name_length', 'name_starts_with_at', 'name_equals_email',
  'too_young', 'message_length',
] as const;
export type RuleError = (typeof RULE_ERRORS)[number];

/** An e-mail address: trimmed, ≤ 254 characters, EMAIL_PATTERN. Error `invalid_email`. */
export const email = z.string().trim().refine(isEmail, { message: 'invalid_email' });

/**
 * The body of a sign-in with a password (spec §7 `POST /api/user.php`, the operator console's
 * `POST /api/operator/login.php`): the e-mail trimmed, 1–320 characters, the password as typed,
 * 1–1024. Whether they match only the API says (401 `login_failed`).
 */
export const credentials = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/**
 * A new password: 8–128 characters (error `password_length`). Whether it is on the common list
 * (`password_common`) only the API checks: the list is 49,000 words.
 */
export const newPassword = z.string().refine(isPasswordLength, { message: 'password_length' });

/** A username: trimmed, 1–50 characters (`name_length`), not starting with @ (`name_starts_with_at`). */
export const profileName = z
  .string()
  .trim()
  .refine(isNameLength, { message: 'name_length' })
  .refine((n) => !n.startsWith('@'), { message: 'name_starts_with_at' });

/**
 * A date of birth, YYYY-MM-DD, of someone aged 18 to 120 today (spec §5 "date of birth (18+)").
 * Error `too_young` for anything else, an impossible date included.
 */
export const dateOfBirth = z.string().refine((d) => isAdultDateOfBirth(d), { message: 'too_young' });

/** messageText's schemas by maximum length. */
const messageTextSchemas = new Map<number, z.ZodType<string>>();

/**
 * A chat message's text: not blank, at most `maxLength` characters (the site's
 * `settings.message_length`, spec §3 Settings). Error `message_length`.
 */
export function messageText(maxLength: number) {
  // Built once per length: the API checks every chat send with it (0.13 ms a send to build anew).
  let schema = messageTextSchemas.get(maxLength);
  if (!schema) {
    schema = z.string().refine((t) => t.trim().length > 0 && [...t].length <= maxLength, { message: 'message_length' });
    messageTextSchemas.set(maxLength, schema);
  }
  return schema;
}

import { dateOfBirth, email, nameEqualsEmail, newPassword, profileName } from '@amora/contracts';
import { z } from 'zod';

/**
 * The sign-up form (spec §3) checked with the contract's account rules (spec §5), the same schemas
 * the API validates `POST /api/signup.php` with. Each failure's message is an error code:
 * `invalid_email`; `name_required` (empty), `name_length` (1–50), `name_starts_with_at`,
 * `name_equals_email`; `password_length` (8–128); `too_young` (aged 18–120, YYYY-MM-DD).
 * The output has the e-mail address and the username trimmed.
 */
export const signupSchema = z
  .object({
    email,
    name: z.string().trim().min(1, { message: 'name_required' }).pipe(profileName),
    password: newPassword,
    date_of_birth: dateOfBirth,
  })
  .refine((v) => !nameEqualsEmail(v.name, v.email), { message: 'name_equals_email', path: ['name'] });

/** What the member types into the sign-up form; `date_of_birth` as `YYYY-MM-DD`. */
export type SignupInput = z.input<typeof signupSchema>;
/** The checked form: what `POST /api/signup.php` receives (plus message, partner and tracking). */
export type SignupValues = z.output<typeof signupSchema>;

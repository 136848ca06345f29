import { dateOfBirth, profileName } from '@amora/contracts';
import { PROFILE_RULES, nameEqualsEmail } from '@amora/contracts/constants';
import { z } from 'zod';

/**
 * The "Profile details" form's rules (spec §5), built from the contract's so the form and
 * `PUT /api/profile.php` say the same: name 1–50 characters, not starting with @ and not the
 * member's e-mail; about ≤ 2000; date of birth of someone 18–120 years old; ≤ 20 interests.
 * Each failure's message is the API's error code (`name_length`, `too_young`…).
 * @param email the member's e-mail address (the name may not equal it).
 */
export function detailsSchema(email: string) {
  return z.object({
    name: profileName.refine((name) => !nameEqualsEmail(name, email), { message: 'name_equals_email' }),
    about: z.string().max(PROFILE_RULES.aboutMax),
    /** Null while a member who skipped it at sign-up has not chosen. */
    gender: z.enum(['female', 'male']).nullable(),
    looking_for: z.enum(['female', 'male', 'both']).or(z.literal('')),
    date_of_birth: dateOfBirth,
    interests: z.array(z.string()).max(PROFILE_RULES.maxInterests),
  });
}

/** The form's values as typed (`z.input`) and as checked (`z.output`: the name trimmed). */
export type DetailsInput = z.input<ReturnType<typeof detailsSchema>>;
export type DetailsValues = z.output<ReturnType<typeof detailsSchema>>;

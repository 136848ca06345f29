import { isAdultDateOfBirth, isEmail, isNameLength, isPasswordLength, nameEqualsEmail } from '@amora/contracts/constants';
import { type RuleCheck, rulesResolver } from '../../lib/rules-resolver';

/** What the member types into the sign-up form; `date_of_birth` as `YYYY-MM-DD`. */
export interface SignupInput {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
}
/** The checked form: what `POST /api/signup.php` receives (plus message, partner and tracking). */
export type SignupValues = SignupInput;

/**
 * The sign-up form (spec §3) checked by the contract's account rules (spec §5), as the API checks
 * `POST /api/signup.php`: `invalid_email`; `name_required` (empty), `name_length` (1–50),
 * `name_starts_with_at`, `name_equals_email`; `password_length` (8–128); `too_young` (aged
 * 18–120, YYYY-MM-DD). The e-mail address and the username come out trimmed.
 */
export function checkSignup(input: SignupInput): RuleCheck<SignupInput, SignupValues> {
  const email = input.email.trim();
  const name = input.name.trim();
  const nameError = !name ? 'name_required' : !isNameLength(name) ? 'name_length' : name.startsWith('@') ? 'name_starts_with_at' : undefined;
  return {
    values: { ...input, email, name },
    errors: {
      email: isEmail(email) ? undefined : 'invalid_email',
      name: nameError ?? (isEmail(email) && nameEqualsEmail(name, email) ? 'name_equals_email' : undefined),
      password: isPasswordLength(input.password) ? undefined : 'password_length',
      date_of_birth: isAdultDateOfBirth(input.date_of_birth) ? undefined : 'too_young',
    },
  };
}

/** `checkSignup` as the form's resolver. */
export const signupResolver = rulesResolver(checkSignup);

import { isEmail } from '@amora/contracts/constants';
import { type RuleCheck, rulesResolver } from '../../lib/rules-resolver';

export interface LoginInput {
  email: string;
  password: string;
}
export type LoginValues = LoginInput;

/**
 * The login form (spec §7): a valid e-mail address (the contract's rule, `invalid_email`) and a
 * password that is not empty (`password_required`; its length is the API's business: old
 * passwords may predate today's rule). The e-mail address comes out trimmed.
 */
export function checkLogin(input: LoginInput): RuleCheck<LoginInput, LoginValues> {
  const email = input.email.trim();
  return {
    values: { ...input, email },
    errors: { email: isEmail(email) ? undefined : 'invalid_email', password: input.password ? undefined : 'password_required' },
  };
}

/** `checkLogin` as the form's resolver. */
export const loginResolver = rulesResolver(checkLogin);

import { isEmail, isPasswordLength } from '@amora/contracts/constants';
import { type RuleCheck, rulesResolver } from '../../lib/rules-resolver';

export interface ResetRequestInput {
  email: string;
}
export type ResetRequestValues = ResetRequestInput;

/** The reset request (spec §2): the account's e-mail address (contract rule, `invalid_email`), trimmed. */
export function checkResetRequest(input: ResetRequestInput): RuleCheck<ResetRequestInput, ResetRequestValues> {
  const email = input.email.trim();
  return { values: { email }, errors: { email: isEmail(email) ? undefined : 'invalid_email' } };
}
export const resetRequestResolver = rulesResolver(checkResetRequest);

export interface NewPasswordInput {
  password: string;
  password_repeat: string;
}
export type NewPasswordValues = NewPasswordInput;

/**
 * The new password twice (spec §2, §5): the contract's password rule (8–128 characters,
 * `password_length`) and the same again (`passwords_differ` on the repeat field).
 */
export function checkNewPassword(input: NewPasswordInput): RuleCheck<NewPasswordInput, NewPasswordValues> {
  return {
    values: input,
    errors: {
      password: isPasswordLength(input.password) ? undefined : 'password_length',
      password_repeat: isPasswordLength(input.password) && input.password !== input.password_repeat ? 'passwords_differ' : undefined,
    },
  };
}
export const newPasswordResolver = rulesResolver(checkNewPassword);

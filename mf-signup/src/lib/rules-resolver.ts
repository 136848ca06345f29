import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a form's check returns: the values to send (trimmed) and each invalid field's error code. */
export interface RuleCheck<TInput extends FieldValues, TOutput extends FieldValues> {
  values: TOutput;
  /** Field → the API's error code (`invalid_email`, `password_length`…); undefined when valid. */
  errors: Partial<Record<keyof TInput & string, string | undefined>>;
}

/**
 * A react-hook-form resolver from a plain check on the contract's zod-free predicates
 * (`@amora/contracts/constants`): the sign-up, login and password forms run on paid-ad landers
 * (`/members/{id}/landing*`), where zod would add 89 KB gzip of JavaScript. Each error's `message`
 * is the code, as with the contract's zod rules (rules-resolver.test.ts checks they agree).
 */
export function rulesResolver<TInput extends FieldValues, TOutput extends FieldValues>(check: (input: TInput) => RuleCheck<TInput, TOutput>): Resolver<TInput, unknown, TOutput> {
  return async (input) => {
    const { values, errors } = check(input);
    const failed = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (failed.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(failed.map(([name, code]) => [name, { type: 'rule', message: code }])) as FieldErrors<TInput> };
  };
}

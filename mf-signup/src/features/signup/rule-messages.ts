import { ACCOUNT_RULES } from '@amora/contracts/constants';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from '@amora/shared';

/** An i18n key of the `signup` namespace with its interpolation values. */
export interface MessageKey {
  key: string;
  values?: Record<string, number>;
}

/**
 * The texts of the error codes the forms show (the `message` of a contract rule or of the API's
 * 400 answer, spec §5, §8) → an i18n key of `signup`. A form may name other keys for some codes.
 */
const RULE_MESSAGES: Record<string, MessageKey> = {
  invalid_email: { key: 'form.invalid_email' },
  email_taken: { key: 'form.email_taken' },
  name_required: { key: 'form.name_required' },
  name_length: { key: 'form.name_length', values: { max: ACCOUNT_RULES.nameMax } },
  name_starts_with_at: { key: 'form.name_at' },
  name_equals_email: { key: 'form.name_is_email' },
  password_length: { key: 'form.password_length', values: { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax } },
  password_common: { key: 'form.password_common' },
  too_young: { key: 'form.date_of_birth_invalid', values: { min_age: ACCOUNT_RULES.minAge } },
  check_field: { key: 'form.check_field' },
};

/**
 * Translates the error codes of a form's fields.
 * @param overrides this form's own key for some codes (`{invalid_email: {key: 'login.invalid_email'}}`).
 * @returns `fieldError(errors, name)`: the localized message of that field's error, or undefined;
 * an unknown code shows as `form.check_field` ('Please check this field').
 */
export function useRuleMessages(overrides: Record<string, MessageKey> = {}) {
  const { t } = useTranslation('signup');
  const text = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const code = error.message ?? '';
    const found = overrides[code] ?? RULE_MESSAGES[code] ?? RULE_MESSAGES.check_field;
    return found ? t(found.key, found.values) : code;
  };
  return <T extends FieldValues>(errors: FieldErrors<T>, name: keyof T & string): string | undefined => text(errors[name] as FieldError | undefined);
}

import { ApiError, errorKey } from '@amora/shared';
import type { TFunction } from 'i18next';

/** Translated errors of a form: per field (by the API's body field name), plus one for the whole form. */
export interface FormErrors {
  fields: Partial<Record<string, string>>;
  form: string | null;
}

/** Which field each API error code of `PUT /api/profile.php` belongs to (contract issue 4). */
const CODE_FIELD: Record<string, string> = {
  too_young: 'date_of_birth',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  unknown_interest: 'interests',
  invalid_region: 'region_code',
  invalid_timezone: 'timezone',
};

/**
 * Maps an error of `PUT /api/profile.php` to translated messages next to the fields (spec §5, §8):
 * the known codes to their field, `invalid_request` issues (`body.<field>`) to each field named
 * (only those in `fields`), anything else to the form's alert (network, try later, generic).
 * @param fields the body fields the form shows.
 */
export function toFormErrors(error: unknown, t: TFunction, fields: readonly string[], minAge: number): FormErrors {
  if (error instanceof ApiError) {
    const field = CODE_FIELD[error.code];
    if (field && fields.includes(field)) {
      const min = typeof error.body.min_age === 'number' ? error.body.min_age : minAge;
      return { fields: { [field]: t(`editor.errors.${error.code}`, { min_age: min }) }, form: null };
    }
    if (error.code === 'invalid_request' && Array.isArray(error.body.issues)) {
      const out: FormErrors['fields'] = {};
      for (const issue of error.body.issues as { path?: unknown }[]) {
        const name = typeof issue.path === 'string' ? issue.path.replace(/^body\./, '').split('.')[0] : '';
        if (name && fields.includes(name)) out[name] = t('editor.errors.invalid_field');
      }
      if (Object.keys(out).length > 0) return { fields: out, form: t('common:errors.invalid_request') };
    }
  }
  return { fields: {}, form: t(errorKey(error)) };
}

import type { ProfileUpdate } from '@amora/contracts';
import { MIN_AGE, type OwnProfileDetail, type User, refreshUser, useSettings, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { interestsQueryOptions } from '../api/get-interests';
import { updateProfile } from '../api/update-profile';
import { type DetailsInput, type DetailsValues, detailsSchema } from '../details-schema';
import { toFormErrors } from '../field-errors';

/** The body fields of the "Profile details" card. */
export const DETAILS_FIELDS = ['name', 'about', 'gender', 'looking_for', 'date_of_birth', 'interests'] as const;
/** One field of the "Profile details" card. */
export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** The editor's text for each rule code of `detailsSchema` (an empty name fails `name_length`). */
const RULE_KEYS: Record<string, string> = {
  name_length: 'editor.errors.name_required',
  name_equals_email: 'editor.errors.name_equals_email',
  name_starts_with_at: 'editor.errors.name_starts_with_at',
  too_young: 'editor.errors.too_young',
};

/** The form's values from the stored profile. */
const valuesOf = (profile: OwnProfileDetail): DetailsInput => ({
  name: profile.name,
  about: profile.about ?? '',
  gender: profile.gender,
  looking_for: profile.looking_for ?? '',
  date_of_birth: profile.date_of_birth ?? '',
  interests: profile.interests ?? [],
});

/**
 * The state of the "Profile details" card of `/profile` (spec §2, §3, §5): a react-hook-form form
 * (`form`) of the stored profile checked by `detailsSchema` (the contract's rules), the interests to
 * offer (`GET /api/interests.php`, only when the site shows interests: `showInterests`), and:
 * - `submit`: the form's submit handler; `PUT /api/profile.php`, then `onSaved` with the answer, the
 *   form reset to it, `saved` set and the member reloaded on the bus. The API's errors go next to
 *   their field (the first one focused) or to `formError`; nothing typed is lost;
 * - `fieldError(field)`: the field's error, translated (a rule's code, or the API's text).
 */
export function useDetailsForm(user: User, profile: OwnProfileDetail, onSaved: (profile: OwnProfileDetail) => void) {
  const { t } = useTranslation('members');
  const showInterests = useSettings()?.interests !== false;
  const interestOptions = useQuery({ ...interestsQueryOptions(), enabled: showInterests });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<DetailsInput, unknown, DetailsValues>({ resolver: zodResolver(detailsSchema(user.email)), defaultValues: valuesOf(profile) });

  /** A rule's code translated; an API error arrives translated already (type `server`). */
  const fieldError = (field: DetailsField) => {
    const error = form.formState.errors[field] as FieldError | undefined;
    return !error ? undefined : error.type === 'server' ? error.message : t(RULE_KEYS[error.message ?? ''] ?? 'editor.errors.invalid_field', { min_age: MIN_AGE });
  };

  const submit = form.handleSubmit(async (values: DetailsValues) => {
    setSaved(false);
    setFormError(null);
    const update: ProfileUpdate = {
      name: values.name,
      about: values.about,
      ...(values.gender ? { gender: values.gender } : {}),
      date_of_birth: values.date_of_birth,
      ...(values.looking_for ? { looking_for: values.looking_for } : {}),
      ...(showInterests ? { interests: values.interests } : {}),
    };
    try {
      const next = await updateProfile(update);
      onSaved(next);
      form.reset(valuesOf(next));
      setSaved(true);
      await refreshUser();
    } catch (error) {
      const next = toFormErrors(error, t, DETAILS_FIELDS, MIN_AGE);
      setFormError(next.form);
      const invalid = DETAILS_FIELDS.filter((field) => next.fields[field]);
      for (const field of invalid) form.setError(field, { type: 'server', message: next.fields[field] }, { shouldFocus: field === invalid[0] });
    }
  });

  return { form, fieldError, showInterests, interestOptions, formError, saved, submit };
}

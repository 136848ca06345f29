import { MIN_AGE, type User, useSettings, refreshUser, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { interestsQueryOptions } from '../api/get-interests';
import { updateProfile } from '../api/update-profile';
import { ACCOUNT_RULES, PROFILE_RULES, dateOfBirthBounds } from '@amora/contracts/constants';
import { type DetailsInput, type DetailsValues, detailsSchema } from '../details-schema';
import { toFormErrors } from '../field-errors';
import type { OwnProfileDetail } from '@amora/shared';
import type { ProfileUpdate } from '@amora/contracts';
import { EditorSection } from './editor-section';
import { InterestChips } from './interest-chips';
import { SaveStatus } from './save-status';

const FIELDS = ['name', 'about', 'gender', 'looking_for', 'date_of_birth', 'interests'] as const;
type Field = (typeof FIELDS)[number];

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
 * The "Profile details" card of `/profile` (spec §2, §3, §5): name, about me (with a character count,
 * ≤ 2000), gender, looking for, date of birth (≥ 18 years: the date picker ends today − 18 years) and
 * interests (`GET /api/interests.php`, when the site shows interests). A react-hook-form form checked
 * by `detailsSchema` (the contract's rules) before sending; Save sends `PUT /api/profile.php`; the
 * API's errors (too_young, name_equals_email, name_starts_with_at, unknown_interest,
 * invalid_request…) appear next to their field, the first one focused, and nothing typed is lost.
 */
export function DetailsForm({ user, profile, onSaved }: { user: User; profile: OwnProfileDetail; onSaved: (profile: OwnProfileDetail) => void }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const id = useId();
  const showInterests = settings?.interests !== false;
  const interestOptions = useQuery({ ...interestsQueryOptions(), enabled: showInterests });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, reset, watch, setValue, formState } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema(user.email)),
    defaultValues: valuesOf(profile),
  });
  const dateBounds = dateOfBirthBounds();
  const about = watch('about');
  const interests = watch('interests');

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  /** A rule's code translated; an API error arrives translated already (type `server`). */
  const errorText = (error: FieldError | undefined) =>
    !error ? undefined : error.type === 'server' ? error.message : t(RULE_KEYS[error.message ?? ''] ?? 'editor.errors.invalid_field', { min_age: MIN_AGE });
  const fieldError = (field: Field) => errorText(formState.errors[field] as FieldError | undefined);

  const submit = async (values: DetailsValues) => {
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
      reset(valuesOf(next));
      setSaved(true);
      await refreshUser();
    } catch (error) {
      const next = toFormErrors(error, t, FIELDS, MIN_AGE);
      setFormError(next.form);
      const invalid = FIELDS.filter((field) => next.fields[field]);
      for (const field of invalid) setError(field, { type: 'server', message: next.fields[field] }, { shouldFocus: field === invalid[0] });
    }
  };

  const describedBy = (field: Field, ...more: string[]) => [...more, fieldError(field) ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;
  const feedback = (field: Field) =>
    fieldError(field) ? (
      <div id={errorId(field)} className="invalid-feedback d-block">
        {fieldError(field)}
      </div>
    ) : null;
  const invalidClass = (field: Field) => (fieldError(field) ? ' is-invalid' : '');

  return (
    <EditorSection title={t('editor.details.title')} intro={t('editor.details.intro')}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor={fieldId('name')}>
              {t('editor.details.name')}
            </label>
            <input
              id={fieldId('name')}
              className={`form-control${invalidClass('name')}`}
              maxLength={ACCOUNT_RULES.nameMax}
              autoComplete="nickname"
              required
              aria-invalid={fieldError('name') ? true : undefined}
              aria-describedby={describedBy('name')}
              {...register('name')}
            />
            {feedback('name')}
          </div>
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor={fieldId('date_of_birth')}>
              {t('editor.details.date_of_birth')}
            </label>
            <input
              id={fieldId('date_of_birth')}
              type="date"
              className={`form-control${invalidClass('date_of_birth')}`}
              min={dateBounds.min}
              max={dateBounds.max}
              autoComplete="bday"
              required
              aria-invalid={fieldError('date_of_birth') ? true : undefined}
              aria-describedby={describedBy('date_of_birth', `${id}-dob-help`)}
              {...register('date_of_birth')}
            />
            <div id={`${id}-dob-help`} className="form-text">
              {t('editor.details.date_of_birth_help', { min_age: MIN_AGE })}
            </div>
            {feedback('date_of_birth')}
          </div>
          <fieldset className="col-12 col-md-6" aria-describedby={describedBy('gender')}>
            <legend className="form-label fs-6 mb-1">{t('editor.details.gender')}</legend>
            {(['female', 'male'] as const).map((gender) => (
              <div key={gender} className="form-check form-check-inline">
                <input
                  id={`${fieldId('gender')}-${gender}`}
                  className={`form-check-input${invalidClass('gender')}`}
                  type="radio"
                  value={gender}
                  {...register('gender')}
                />
                <label className="form-check-label" htmlFor={`${fieldId('gender')}-${gender}`}>
                  {t(`editor.details.gender_${gender}`)}
                </label>
              </div>
            ))}
            {feedback('gender')}
          </fieldset>
          <fieldset className="col-12 col-md-6" aria-describedby={describedBy('looking_for')}>
            <legend className="form-label fs-6 mb-1">{t('editor.details.looking_for')}</legend>
            {(['female', 'male', 'both'] as const).map((target) => (
              <div key={target} className="form-check form-check-inline">
                <input
                  id={`${fieldId('looking_for')}-${target}`}
                  className={`form-check-input${invalidClass('looking_for')}`}
                  type="radio"
                  value={target}
                  {...register('looking_for')}
                />
                <label className="form-check-label" htmlFor={`${fieldId('looking_for')}-${target}`}>
                  {t(`editor.details.looking_for_${target}`)}
                </label>
              </div>
            ))}
            {feedback('looking_for')}
          </fieldset>
          <div className="col-12">
            <label className="form-label" htmlFor={fieldId('about')}>
              {t('editor.details.about')}
            </label>
            <textarea
              id={fieldId('about')}
              className={`form-control${invalidClass('about')}`}
              rows={6}
              maxLength={PROFILE_RULES.aboutMax}
              placeholder={t('editor.details.about_placeholder')}
              aria-invalid={fieldError('about') ? true : undefined}
              aria-describedby={describedBy('about', `${id}-about-count`)}
              {...register('about')}
            />
            <div id={`${id}-about-count`} className="form-text text-end">
              {t('editor.details.about_count', { count: about.length, max: PROFILE_RULES.aboutMax })}
            </div>
            {feedback('about')}
          </div>
          {showInterests && (
            <fieldset className="col-12" aria-describedby={describedBy('interests', `${id}-interests-count`)} id={fieldId('interests')} tabIndex={-1}>
              <legend className="form-label fs-6 mb-1">{t('editor.details.interests')}</legend>
              <p id={`${id}-interests-count`} className="form-text mt-0 mb-2">
                {t('editor.details.interests_count', { count: interests.length, max: PROFILE_RULES.maxInterests })}
              </p>
              {interestOptions.isError && <p className="text-body-secondary small">{t('editor.details.interests_failed')}</p>}
              {interestOptions.data && (
                <InterestChips
                  idPrefix={fieldId('interests')}
                  options={[...interestOptions.data, ...interests.filter((key) => !interestOptions.data.includes(key))]}
                  selected={interests}
                  onChange={(selected) => setValue('interests', selected, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                />
              )}
              {feedback('interests')}
            </fieldset>
          )}
        </div>
        <SaveStatus saved={saved && !formState.isDirty} error={formError} />
        <div className="mt-3">
          <button type="submit" className="btn btn-primary px-4" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('editor.saving') : t('editor.details.save')}
          </button>
        </div>
      </form>
    </EditorSection>
  );
}

import { ACCOUNT_RULES, PROFILE_RULES, dateOfBirthBounds } from '@amora/contracts/constants';
import { MIN_AGE, type OwnProfileDetail, type User, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { type DetailsField as Field, useDetailsForm } from '../hooks/use-details-form';
import { ChoiceFieldset } from './choice-fieldset';
import { EditorSection } from './editor-section';
import { InterestChips } from './interest-chips';
import { SaveStatus } from './save-status';

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
  const id = useId();
  const { form, fieldError, showInterests, interestOptions, formError, saved, submit } = useDetailsForm(user, profile, onSaved);
  const { register, watch, setValue, formState } = form;
  const dateBounds = dateOfBirthBounds();
  const about = watch('about');
  const interests = watch('interests');
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
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
      <form noValidate onSubmit={submit}>
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
          <ChoiceFieldset
            legend={t('editor.details.gender')}
            idPrefix={fieldId('gender')}
            options={['female', 'male'] as const}
            labelOf={(gender) => t(`editor.details.gender_${gender}`)}
            registration={register('gender')}
            invalid={!!fieldError('gender')}
            describedBy={describedBy('gender')}
          >
            {feedback('gender')}
          </ChoiceFieldset>
          <ChoiceFieldset
            legend={t('editor.details.looking_for')}
            idPrefix={fieldId('looking_for')}
            options={['female', 'male', 'both'] as const}
            labelOf={(target) => t(`editor.details.looking_for_${target}`)}
            registration={register('looking_for')}
            invalid={!!fieldError('looking_for')}
            describedBy={describedBy('looking_for')}
          >
            {feedback('looking_for')}
          </ChoiceFieldset>
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

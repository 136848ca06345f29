import { MIN_AGE, type User, useSettings, refreshUser } from '@amora/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInterests } from '../api/get-interests';
import { updateProfile } from '../api/update-profile';
import { ACCOUNT_RULES, PROFILE_RULES, dateOfBirthBounds, isAdultDateOfBirth, nameEqualsEmail } from '@amora/contracts/constants';
import { type FormErrors, toFormErrors } from '../field-errors';
import type { LookingFor, OwnProfileDetail } from '@amora/shared';
import type { ProfileUpdate } from '@amora/contracts';
import { EditorSection } from './editor-section';
import { InterestChips } from './interest-chips';
import { SaveStatus } from './save-status';


const FIELDS = ['name', 'about', 'gender', 'looking_for', 'date_of_birth', 'interests'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  about: string;
  /** Null while a member who skipped it at sign-up has not chosen. */
  gender: 'female' | 'male' | null;
  looking_for: LookingFor | '';
  date_of_birth: string;
  interests: string[];
}

const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * The "Profile details" card of `/profile` (spec §2, §3, §5): name, about me (with a character count,
 * ≤ 2000), gender, looking for, date of birth (≥ 18 years: the date picker ends today − 18 years) and
 * interests (`GET /api/interests.php`, when the site shows interests). Save sends them with
 * `PUT /api/profile.php`; the API's errors (too_young, name_equals_email, name_starts_with_at,
 * unknown_interest, invalid_request…) appear next to their field, and nothing typed is lost.
 * The same rules are checked before sending, with the same texts.
 */
export function DetailsForm({ user, profile, onSaved }: { user: User; profile: OwnProfileDetail; onSaved: (profile: OwnProfileDetail) => void }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const id = useId();
  const showInterests = settings?.interests !== false;
  const [values, setValues] = useState<Values>(() => ({
    name: profile.name,
    about: profile.about ?? '',
    gender: profile.gender,
    looking_for: profile.looking_for ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    interests: profile.interests ?? [],
  }));
  const [interestOptions, setInterestOptions] = useState<string[] | null>(null);
  const [interestsFailed, setInterestsFailed] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const dateBounds = dateOfBirthBounds();

  useEffect(() => {
    if (!showInterests) return;
    let active = true;
    getInterests().then(
      (keys) => active && setInterestOptions(keys),
      () => active && setInterestsFailed(true),
    );
    return () => {
      active = false;
    };
  }, [showInterests]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) => errors.fields[field];

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
    if (errors.fields[field]) setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  /** The checks of spec §5 before sending; the API checks them again. */
  const validate = (): FormErrors['fields'] => {
    const out: FormErrors['fields'] = {};
    const name = values.name.trim();
    if (!name) out.name = t('editor.errors.name_required');
    else if (nameEqualsEmail(name, user.email)) out.name = t('editor.errors.name_equals_email');
    else if (name.startsWith('@')) out.name = t('editor.errors.name_starts_with_at');
    if (!isAdultDateOfBirth(values.date_of_birth)) out.date_of_birth = t('editor.errors.too_young', { min_age: MIN_AGE });
    return out;
  };

  const focusFirstError = (fields: FormErrors['fields']) => {
    const first = FIELDS.find((field) => fields[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const invalid = validate();
    if (Object.keys(invalid).length > 0) {
      setErrors({ fields: invalid, form: null });
      focusFirstError(invalid);
      return;
    }
    const update: ProfileUpdate = {
      name: values.name.trim(),
      about: values.about,
      ...(values.gender ? { gender: values.gender } : {}),
      date_of_birth: values.date_of_birth,
      ...(values.looking_for ? { looking_for: values.looking_for } : {}),
      ...(showInterests ? { interests: values.interests } : {}),
    };
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      onSaved(await updateProfile(update));
      setSaved(true);
      await refreshUser();
    } catch (error) {
      const next = toFormErrors(error, t, FIELDS, MIN_AGE);
      setErrors(next);
      focusFirstError(next.fields);
    } finally {
      setSaving(false);
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
      <form noValidate onSubmit={onSubmit}>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor={fieldId('name')}>
              {t('editor.details.name')}
            </label>
            <input
              id={fieldId('name')}
              className={`form-control${invalidClass('name')}`}
              value={values.name}
              maxLength={ACCOUNT_RULES.nameMax}
              autoComplete="nickname"
              required
              aria-invalid={fieldError('name') ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(e) => set('name', e.target.value)}
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
              value={values.date_of_birth}
              min={dateBounds.min}
              max={dateBounds.max}
              autoComplete="bday"
              required
              aria-invalid={fieldError('date_of_birth') ? true : undefined}
              aria-describedby={describedBy('date_of_birth', `${id}-dob-help`)}
              onChange={(e) => set('date_of_birth', e.target.value)}
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
                  name={`${id}-gender`}
                  checked={values.gender === gender}
                  onChange={() => set('gender', gender)}
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
                  name={`${id}-looking-for`}
                  checked={values.looking_for === target}
                  onChange={() => set('looking_for', target)}
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
              value={values.about}
              maxLength={PROFILE_RULES.aboutMax}
              placeholder={t('editor.details.about_placeholder')}
              aria-invalid={fieldError('about') ? true : undefined}
              aria-describedby={describedBy('about', `${id}-about-count`)}
              onChange={(e) => set('about', e.target.value)}
            />
            <div id={`${id}-about-count`} className="form-text text-end">
              {t('editor.details.about_count', { count: values.about.length, max: PROFILE_RULES.aboutMax })}
            </div>
            {feedback('about')}
          </div>
          {showInterests && (
            <fieldset className="col-12" aria-describedby={describedBy('interests', `${id}-interests-count`)} id={fieldId('interests')} tabIndex={-1}>
              <legend className="form-label fs-6 mb-1">{t('editor.details.interests')}</legend>
              <p id={`${id}-interests-count`} className="form-text mt-0 mb-2">
                {t('editor.details.interests_count', { count: values.interests.length, max: PROFILE_RULES.maxInterests })}
              </p>
              {interestsFailed && <p className="text-body-secondary small">{t('editor.details.interests_failed')}</p>}
              {interestOptions && (
                <InterestChips
                  idPrefix={fieldId('interests')}
                  options={[...interestOptions, ...values.interests.filter((key) => !interestOptions.includes(key))]}
                  selected={values.interests}
                  onChange={(selected) => set('interests', selected)}
                />
              )}
              {feedback('interests')}
            </fieldset>
          )}
        </div>
        <SaveStatus saved={saved} error={errors.form} />
        <div className="mt-3">
          <button type="submit" className="btn btn-primary px-4" disabled={saving}>
            {saving ? t('editor.saving') : t('editor.details.save')}
          </button>
        </div>
      </form>
    </EditorSection>
  );
}

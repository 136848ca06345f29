import { errorKey, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { Gender, LookingFor, ProfileUpdate } from '../types';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';

const GENDERS: readonly Gender[] = ['female', 'male'];
const LOOKING_FOR: readonly LookingFor[] = ['female', 'male', 'both'];

/**
 * Sign-up step "personal info" (spec §4): the member's gender and who they are looking for, as
 * radio groups. Continue saves the chosen ones with `PUT /api/profile.php {gender, looking_for}`
 * (nothing chosen: goes on without a call); an error keeps the choice.
 */
export function PersonalStep({ profile, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [gender, setGender] = useState<Gender | ''>(profile?.gender ?? '');
  const [lookingFor, setLookingFor] = useState<LookingFor | ''>(profile?.looking_for ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = useUpdateProfile();

  const save = async () => {
    const update: ProfileUpdate = { ...(gender ? { gender } : {}), ...(lookingFor ? { looking_for: lookingFor } : {}) };
    if (Object.keys(update).length === 0) return onNext();
    setError(null);
    try {
      onNext(await send.mutateAsync(update));
    } catch (failure) {
      setError(t(errorKey(failure)));
    }
  };

  return (
    <StepFrame title={t('steps.personal.title')} intro={t('steps.personal.intro')} error={error} onSubmit={save} onSkip={() => onNext()} busy={send.isPending}>
      <fieldset className="mb-3">
        <legend className="form-label fw-medium fs-6">{t('steps.personal.gender')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {GENDERS.map((value) => (
            <div key={value}>
              <input type="radio" className="btn-check" name={`${id}-gender`} id={`${id}-gender-${value}`} value={value} checked={gender === value} onChange={() => setGender(value)} />
              <label className="btn btn-outline-primary" htmlFor={`${id}-gender-${value}`}>
                {t(`steps.personal.gender_${value}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fw-medium fs-6">{t('steps.personal.looking_for')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {LOOKING_FOR.map((value) => (
            <div key={value}>
              <input type="radio" className="btn-check" name={`${id}-looking-for`} id={`${id}-looking-for-${value}`} value={value} checked={lookingFor === value} onChange={() => setLookingFor(value)} />
              <label className="btn btn-outline-primary" htmlFor={`${id}-looking-for-${value}`}>
                {t(`steps.personal.looking_for_${value}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </StepFrame>
  );
}

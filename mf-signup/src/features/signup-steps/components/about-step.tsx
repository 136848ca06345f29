import { errorKey, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';

/** Longest "about me" the API accepts (contract `PUT /api/profile.php`, 0–2000 characters). */
export const ABOUT_MAX = 2000;

/**
 * Sign-up step "about me" (spec §4): a few words about the member in a textarea with a character
 * count. Continue saves `PUT /api/profile.php {about}` (empty: goes on without a call); an error
 * keeps the text.
 */
export function AboutStep({ profile, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [about, setAbout] = useState(profile?.about ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const save = async () => {
    const text = about.trim();
    if (!text) return onNext();
    setError(null);
    try {
      onNext(await update.mutateAsync({ about: text }));
    } catch (failure) {
      setError(t(errorKey(failure)));
    }
  };

  return (
    <StepFrame title={t('steps.about.title')} intro={t('steps.about.intro')} error={error} onSubmit={save} onSkip={() => onNext()} busy={update.isPending}>
      <label htmlFor={`${id}-about`} className="form-label fw-medium">
        {t('steps.about.label')}
      </label>
      <textarea
        id={`${id}-about`}
        className="form-control"
        rows={5}
        maxLength={ABOUT_MAX}
        value={about}
        placeholder={t('steps.about.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(e) => setAbout(e.target.value)}
      />
      <div id={`${id}-count`} className="form-text text-end">
        {t('steps.about.count', { length: about.length, max: ABOUT_MAX })}
      </div>
    </StepFrame>
  );
}

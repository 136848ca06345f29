import { MIN_AGE, useSettings } from '@amora/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '../../search/components/location-fields';
import { MAX_AGE, type SearchFilters } from '../../search/filters';
import { AGE_RANGES, STEPS } from '../questions';

/** One answer of a question, as a large toggle button (a Bootstrap `btn-check` radio with its label). */
function Choice({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  const id = `${name}-${value || 'any'}`;
  return (
    <div className="col-6 col-sm-4">
      <input type="radio" className="btn-check" name={name} id={id} value={value} checked={checked} onChange={onChange} />
      <label className="btn btn-outline-primary w-100 py-3" htmlFor={id}>
        {children}
      </label>
    </div>
  );
}

/**
 * The match finder's three questions, one at a time (spec §2 match-finder): whom to meet (women, men,
 * everyone), the age range, and where (country and region of the site's countries). Back and Next move
 * between them; the last one hands the answers over as search filters.
 * @param initial answers to start from (e.g. the member's own country).
 */
export function MatchQuestions({ initial, onDone }: { initial: SearchFilters; onDone: (answers: SearchFilters) => void }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const name = useId();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(initial);
  const update = (patch: Partial<SearchFilters>) => setAnswers((a) => ({ ...a, ...patch }));
  const current = STEPS[step] ?? 'gender';
  const last = step === STEPS.length - 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (last) onDone(answers);
    else setStep(step + 1);
  };

  const ageChoice = (min: number, max: number, label: string) => (
    <Choice key={`${min}-${max}`} name={`${name}-age`} value={`${min}-${max}`} checked={answers.min_age === min && answers.max_age === max} onChange={() => update({ min_age: min, max_age: max })}>
      {label}
    </Choice>
  );

  return (
    <form className="card border-0 shadow-sm" onSubmit={submit}>
      <div className="card-body p-4">
        <p className="small text-body-secondary mb-2">{t('match_finder.step', { n: step + 1, count: STEPS.length })}</p>
        <div className="progress mb-4" style={{ height: 6 }} aria-hidden="true">
          <div className="progress-bar" style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
        </div>
        <fieldset>
          <legend className="h5 mb-3">{t(`match_finder.question_${current}`)}</legend>
          {current === 'gender' && (
            <div className="row g-2">
              <Choice name={`${name}-gender`} value="female" checked={answers.gender === 'female'} onChange={() => update({ gender: 'female' })}>
                {t('search.gender_female')}
              </Choice>
              <Choice name={`${name}-gender`} value="male" checked={answers.gender === 'male'} onChange={() => update({ gender: 'male' })}>
                {t('search.gender_male')}
              </Choice>
              <Choice name={`${name}-gender`} value="" checked={answers.gender === ''} onChange={() => update({ gender: '' })}>
                {t('search.gender_any')}
              </Choice>
            </div>
          )}
          {current === 'age' && (
            <div className="row g-2">
              {AGE_RANGES.map(([min, max]) =>
                ageChoice(min, max, max >= MAX_AGE ? t('match_finder.age_from', { min }) : t('match_finder.age_range', { min, max })),
              )}
              {ageChoice(MIN_AGE, MAX_AGE, t('match_finder.age_any'))}
            </div>
          )}
          {current === 'location' && (
            <div className="row g-3">
              <LocationFields
                idPrefix={name}
                countries={settings?.countries ?? []}
                country={answers.country}
                countryregion={answers.countryregion}
                showCountry
                showRegion
                colClassName="col-sm-6"
                onChange={(country, countryregion) => update({ country, countryregion })}
              />
            </div>
          )}
        </fieldset>
        <div className="d-flex justify-content-between gap-2 mt-4">
          {step > 0 ? (
            <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(step - 1)}>
              {t('match_finder.back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="btn btn-primary px-4">
            {last ? t('match_finder.show_matches') : t('match_finder.next')}
          </button>
        </div>
      </div>
    </form>
  );
}

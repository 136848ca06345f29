import { useTranslation } from '@amora/shared';
import type { UseFormReturn } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { type ActionFields, firstBanEnd } from './action-form';

/**
 * A ban's length in the ban dialog (issue 31): "For good" (the default) or "Until" a day, which
 * must come after today; the day field is asked only when "Until" is chosen.
 */
export function BanLength({ form, id }: { form: UseFormReturn<ActionFields>; id: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { register, watch, formState } = form;
  const first = firstBanEnd();
  const invalid = formState.errors.until;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('reports.ban_length')}</legend>
      {(['forever', 'until'] as const).map((value) => (
        <div key={value} className="form-check">
          <input className="form-check-input" type="radio" id={`${id}-duration-${value}`} value={value} {...register('duration')} />
          <label className="form-check-label" htmlFor={`${id}-duration-${value}`}>
            {t(`reports.ban_${value}`)}
          </label>
        </div>
      ))}
      {watch('duration') === 'until' && (
        <div className="mt-2">
          <label className="form-label" htmlFor={`${id}-until`}>
            {t('reports.ban_until_label')}
          </label>
          <input
            type="date"
            id={`${id}-until`}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            min={first}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-until-error` : `${id}-until-help`}
            {...register('until', { validate: (value) => (watch('duration') !== 'until' || (value !== '' && value >= first)) })}
          />
          {invalid ? (
            <div id={`${id}-until-error`} className="invalid-feedback" role="alert">
              {t('reports.ban_until_required')}
            </div>
          ) : (
            <div id={`${id}-until-help`} className="form-text">
              {t('reports.ban_until_help')}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}

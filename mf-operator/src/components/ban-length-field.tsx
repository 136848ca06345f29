import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../i18n/load-locale';
import { firstBanDay, type ReasonForm } from '../lib/reason-form';

/**
 * A ban's length in a ban dialog (issue 31: the member page's "Ban", the reports queue's "Ban"):
 * "For good" (the default) or "Until" a day, asked only when "Until" is chosen and then required
 * after today (`reasonSchema`'s `until_required`). Texts `ban_length.*`; `id` prefixes the
 * fields' ids.
 */
export function BanLengthField({ form, id }: { form: ReasonForm; id: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { register, watch, formState } = form;
  const invalid = formState.errors.until;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('ban_length.legend')}</legend>
      {(['forever', 'until'] as const).map((value) => (
        <div key={value} className="form-check">
          <input className="form-check-input" type="radio" id={`${id}-duration-${value}`} value={value} {...register('duration')} />
          <label className="form-check-label" htmlFor={`${id}-duration-${value}`}>
            {t(`ban_length.${value}`)}
          </label>
        </div>
      ))}
      {watch('duration') === 'until' && (
        <div className="mt-2">
          <label className="form-label" htmlFor={`${id}-until`}>
            {t('ban_length.until_label')}
          </label>
          <input
            type="date"
            id={`${id}-until`}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            min={firstBanDay()}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-until-error` : `${id}-until-help`}
            {...register('until')}
          />
          {invalid ? (
            <div id={`${id}-until-error`} className="invalid-feedback" role="alert">
              {t('ban_length.until_required')}
            </div>
          ) : (
            <div id={`${id}-until-help`} className="form-text">
              {t('ban_length.until_help')}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}

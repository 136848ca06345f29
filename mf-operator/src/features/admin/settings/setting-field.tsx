import { useTranslation } from '@amora/shared';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { FieldKind, SettingsField, SettingsForm } from './settings-values';

const SIGNUP_MODES = ['all', 'with_trafficsource', 'invite'] as const;

/**
 * One setting of the settings form (issue 31), labelled with its name and drawn by its kind: a
 * text, a text area, a number, a switch, a comma-separated list, the sign-up mode, read-only
 * JSON, or a percentage with its hint (`settings.hints.<name>`, issue 35); its error (the
 * contract's rule, or the API's) under it, announced.
 */
export function SettingField({ name, kind }: { name: SettingsField; kind: FieldKind }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, formState, getValues, watch } = useFormContext<SettingsForm>();
  const fieldError = formState.errors[name];
  // A list's entry (`countries.2`) is wrong: said at the list's one text field.
  const message = Array.isArray(fieldError) ? fieldError.find(Boolean)?.message : fieldError?.message;
  const error = typeof message === 'string' ? message : undefined;
  const label = t(`settings.fields.${name}`);
  const described = [kind === 'list' || kind === 'percent' ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? ' is-invalid' : '';
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  if (kind === 'switch') {
    return (
      <div className="form-check form-switch mb-3">
        <input type="checkbox" role="switch" aria-checked={Boolean(watch(name))} className={`form-check-input${invalid}`} {...common} {...register(name)} />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
    );
  }
  let control: ReactNode;
  if (kind === 'json') control = <textarea {...common} className="form-control" rows={2} readOnly value={JSON.stringify(getValues(name))} />;
  else if (kind === 'textarea') control = <textarea {...common} className={`form-control${invalid}`} rows={3} {...register(name)} />;
  else if (kind === 'percent') {
    control = (
      <div className="input-group">
        <input {...common} type="number" inputMode="decimal" min={0} max={100} step="any" className={`form-control${invalid}`} {...register(name, { valueAsNumber: true })} />
        <span className="input-group-text">%</span>
      </div>
    );
  } else if (kind === 'number') control = <input {...common} type="number" inputMode="numeric" className={`form-control${invalid}`} {...register(name, { valueAsNumber: true })} />;
  else if (kind === 'signups') {
    control = (
      <select {...common} className={`form-select${invalid}`} {...register(name)}>
        {SIGNUP_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`settings.signup_modes.${mode}`)}
          </option>
        ))}
      </select>
    );
  } else control = <input {...common} type="text" className={`form-control${invalid}`} spellCheck={kind !== 'list'} {...register(name)} />;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {control}
      {error && (
        <div id={`${id}-error`} className={`invalid-feedback${kind === 'percent' ? ' d-block' : ''}`} role="alert">
          {error}
        </div>
      )}
      {(kind === 'list' || kind === 'percent') && (
        <div id={`${id}-help`} className="form-text">
          {kind === 'list' ? t('settings.list_help') : t(`settings.hints.${name}`)}
        </div>
      )}
    </div>
  );
}

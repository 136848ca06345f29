import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of {@link ChoiceFieldset}. */
export interface ChoiceFieldsetProps<T extends string> {
  legend: string;
  /** Each radio's id is `<idPrefix>-<option>`. */
  idPrefix: string;
  options: readonly T[];
  /** The label of one option, translated. */
  labelOf: (option: T) => string;
  /** The field's registration with react-hook-form (`register(field)`). */
  registration: UseFormRegisterReturn;
  invalid: boolean;
  describedBy: string | undefined;
  /** The field's error, under the radios. */
  children?: ReactNode;
}

/** One choice of the "Profile details" card as inline radio buttons under a legend (gender, looking for; spec §3). */
export function ChoiceFieldset<T extends string>({ legend, idPrefix, options, labelOf, registration, invalid, describedBy, children }: ChoiceFieldsetProps<T>) {
  return (
    <fieldset className="col-12 col-md-6" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map((option) => (
        <div key={option} className="form-check form-check-inline">
          <input id={`${idPrefix}-${option}`} className={`form-check-input${invalid ? ' is-invalid' : ''}`} type="radio" value={option} {...registration} />
          <label className="form-check-label" htmlFor={`${idPrefix}-${option}`}>
            {labelOf(option)}
          </label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}

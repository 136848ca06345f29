import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of {@link NumberField}. */
interface NumberFieldProps {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  label: string;
  /** The contract's bounds of the number (a zod number's `minValue`/`maxValue`). */
  bounds: { minValue: number | null; maxValue: number | null };
  /** The localized error to show under the field, or null. */
  error: string | null;
  /** What react-hook-form's `register` returned for the field. */
  registration: UseFormRegisterReturn;
  /** A small label (a field of a group with a legend of its own). */
  small?: boolean;
}

/**
 * A labelled whole-number input of the Releases forms (issue 31, 35) with the contract's bounds,
 * marked invalid and described by its error, shown under it as an alert, when there is one.
 */
export function NumberField({ id, label, bounds, error, registration, small = false }: NumberFieldProps) {
  return (
    <>
      <label className={`form-label${small ? ' small' : ''}`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={bounds.minValue ?? undefined}
        max={bounds.maxValue ?? undefined}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="small text-danger mb-0" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

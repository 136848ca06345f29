import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FormFieldProps {
  id: string;
  label: string;
  /** The field's `register(name)` of react-hook-form: name, value handlers and the ref used to focus it. */
  registration: UseFormRegisterReturn;
  type?: 'email' | 'text' | 'password' | 'date';
  autoComplete?: string;
  /** The localized error, shown below the field and announced with it; marks the field invalid. */
  error?: string;
  /** A short localized hint below the field. */
  hint?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'type' | 'autoComplete'>;
}

/**
 * A Bootstrap form field of a react-hook-form form: a visible label, an optional hint and an error
 * tied to the input (`aria-describedby`, `aria-invalid`), so screen readers read it with the field.
 */
export function FormField({ id, label, registration, type = 'text', autoComplete, error, hint, inputProps }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium">
        {label}
      </label>
      <input
        {...inputProps}
        {...registration}
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      {hint && !error && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

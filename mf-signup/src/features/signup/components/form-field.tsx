import type { ChangeEvent, InputHTMLAttributes } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'email' | 'text' | 'password' | 'date';
  autoComplete?: string;
  /** The localized error, shown below the field and announced with it; marks the field invalid. */
  error?: string;
  /** A short localized hint below the field. */
  hint?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'autoComplete'>;
}

/** A Bootstrap form field with a visible label, an optional hint and an accessible error message. */
export function FormField({ id, label, value, onChange, type = 'text', autoComplete, error, hint, inputProps }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-medium">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={onChange}
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

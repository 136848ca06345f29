/**
 * `@amora/shared/forms` — form parts shared by the remotes' forms (a sub-entry: the visitor landing page never loads it).
 */
import type { InputHTMLAttributes } from 'react';

/** Props of {@link TextField}: an `<input>`'s own attributes plus its label, error and help text. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** The input's id; the error and help texts get `${id}-error` / `${id}-help`. */
  id: string;
  label: string;
  /** A localized error shown under the field (announced, and marks the field invalid); null for none. */
  error?: string | null;
  /** A localized hint under the field. */
  help?: string;
  /** Classes of the wrapper (default `mb-3`). */
  className?: string;
}

/**
 * A labelled Bootstrap text input with its error and help texts wired to `aria-describedby`
 * (accessible by default: every control has a visible label, errors are announced).
 */
export function TextField({ id, label, error = null, help, className = 'mb-3', ...input }: TextFieldProps) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input {...input} id={id} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

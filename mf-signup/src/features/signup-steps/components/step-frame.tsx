import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@amora/shared';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  /** A general error of the step, shown as an alert above the fields (what was typed stays). */
  error?: string | null;
  /** Continue: the step's own save; omitted for steps with their own buttons. */
  onSubmit?: () => void;
  /** Skip the step without saving (spec §4: every step but the account can be skipped). */
  onSkip?: () => void;
  /** Label of the submit button, `steps.continue` by default. */
  submitLabel?: string;
  busy?: boolean;
  children?: ReactNode;
  /** Buttons replacing Continue/Skip. */
  actions?: ReactNode;
}

/**
 * The frame of one sign-up step (spec §4): a heading that takes the focus when the step appears
 * (screen readers announce it), an intro, an error alert, the fields and Continue / Skip.
 */
export function StepFrame({ title, intro, error, onSubmit, onSkip, submitLabel, busy = false, children, actions }: StepFrameProps) {
  const { t } = useTranslation('signup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <h2 className="h4 mb-2" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {intro && <div className="text-body-secondary mb-3">{intro}</div>}
      {error && (
        <div className="alert alert-warning" role="alert">
          {error}
        </div>
      )}
      {children}
      <div className="d-flex flex-column flex-sm-row-reverse align-items-stretch align-items-sm-center gap-2 mt-4">
        {actions ?? (
          <>
            <button type="submit" className="btn btn-primary btn-lg flex-sm-grow-1" disabled={busy}>
              {busy ? t('steps.saving') : (submitLabel ?? t('steps.continue'))}
            </button>
            {onSkip && (
              <button type="button" className="btn btn-link text-body-secondary" onClick={onSkip} disabled={busy}>
                {t('steps.skip')}
              </button>
            )}
          </>
        )}
      </div>
    </form>
  );
}

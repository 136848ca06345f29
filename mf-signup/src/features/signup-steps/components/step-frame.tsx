import { type FormEvent, type ReactNode, createContext, useContext, useEffect, useRef } from 'react';
import { useTranslation } from '@amora/shared';

/**
 * The level of the steps' headings: 2 below a title of their own (the sign-up modal's, the
 * partner's sign-up page), 1 where the step's heading is the page's heading (`/signup` once the
 * account exists: each step says what it is about, issue 29).
 */
export const StepHeadingLevel = createContext<1 | 2>(2);

/** A step's heading at the {@link StepHeadingLevel}: it takes the focus when the step appears, so screen readers announce the step. */
export function StepHeading({ className, children }: { className?: string; children: ReactNode }) {
  const Heading = useContext(StepHeadingLevel) === 1 ? 'h1' : 'h2';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Heading className={className} ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}

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
 * The frame of one sign-up step (spec §4): its {@link StepHeading}, an intro, an error alert, the
 * fields and Continue / Skip.
 */
export function StepFrame({ title, intro, error, onSubmit, onSkip, submitLabel, busy = false, children, actions }: StepFrameProps) {
  const { t } = useTranslation('signup');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading className="h4 mb-2">{title}</StepHeading>
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

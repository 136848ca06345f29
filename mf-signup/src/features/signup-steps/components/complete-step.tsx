import { ApiError, errorKey, useUser, useTranslation } from '@amora/shared';
import { useState } from 'react';
import { SiteLink } from '../../navigation';
import { useResendActivation } from '../api/resend-activation';
import { Check, Mail } from 'lucide-react';
import { StepHeading } from './step-frame';

/** Props of {@link CompleteStep}. */
export interface CompleteStepProps {
  /** The address the activation mail went to. */
  email: string;
  /** The Close button. */
  onClose: () => void;
  /** Called before "See suggested profiles" leaves the flow (the modal closes). */
  onLeave: () => void;
}

/**
 * The last sign-up step (spec §4): asks the new member to confirm the account with the link sent
 * to `email`, with "Resend e-mail" (`POST /api/activate.php?resend=1`, 429 `too_many_mails`); a
 * member who already confirmed sees that the profile is ready. Then "See suggested profiles"
 * (`/signup-matches`) and Close. Its {@link StepHeading} takes the focus so screen readers announce the step.
 */
export function CompleteStep({ email, onClose, onLeave }: CompleteStepProps) {
  const { t } = useTranslation('signup');
  const user = useUser();
  const send = useResendActivation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const confirmed = user?.status === 'active';

  const resend = async () => {
    setResult(null);
    try {
      await send.mutateAsync();
      setResult({ ok: true, text: t('steps.complete.sent', { email }) });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.code === 'too_many_mails';
      setResult({ ok: false, text: tooMany ? t('steps.complete.too_many_mails') : t(errorKey(error)) });
    }
  };

  return (
    <div className="text-center py-3">
      <div className="text-primary mb-2">{confirmed ? <Check size={48} /> : <Mail size={48} />}</div>
      <StepHeading className="h4">{confirmed ? t('steps.complete.ready_title') : t('done.title')}</StepHeading>
      <p className="text-body-secondary">{confirmed ? t('steps.complete.ready_text') : t('done.text', { email })}</p>
      {!confirmed && (
        <div className="mb-4">
          <p className="small text-body-secondary mb-2">{t('steps.complete.no_mail')}</p>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={resend} disabled={send.isPending}>
            {send.isPending ? t('steps.complete.sending') : t('steps.complete.resend')}
          </button>
          {result && (
            <p className={`small mt-2 mb-0 ${result.ok ? 'text-success' : 'text-danger'}`} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </p>
          )}
        </div>
      )}
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        <SiteLink to="/signup-matches" className="btn btn-primary" onNavigate={onLeave}>
          {t('steps.complete.matches')}
        </SiteLink>
        <button type="button" className="btn btn-outline-primary" onClick={onClose}>
          {t('done.close')}
        </button>
      </div>
    </div>
  );
}

import { subscribeToPush, useSettings, useTranslation } from '@amora/shared';
import { useState } from 'react';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';
import { Bell } from 'lucide-react';

/**
 * Sign-up step "push" (spec §4): explains notifications; "Enable notifications" subscribes with
 * `subscribeToPush(settings.push_public_key)` and goes on when subscribed, else says why (blocked
 * in the browser, unsupported, failed) and "Not now" becomes "Continue".
 */
export function PushStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'unsupported' | 'failed' | null>(null);

  const canRetry = problem !== 'denied' && problem !== 'unsupported';

  const enable = async () => {
    setBusy(true);
    setProblem(null);
    const result = await subscribeToPush(settings?.push_public_key ?? '');
    if (result === 'subscribed') return onNext();
    setProblem(result);
    setBusy(false);
  };

  return (
    <StepFrame
      title={t('steps.push.title')}
      intro={t('steps.push.intro')}
      error={problem ? t(`steps.push.${problem}`) : null}
      actions={
        <>
          {canRetry && (
            <button type="button" className="btn btn-primary btn-lg flex-sm-grow-1" onClick={enable} disabled={busy}>
              {busy ? t('steps.push.enabling') : t('steps.push.enable')}
            </button>
          )}
          <button type="button" className={canRetry ? 'btn btn-link text-body-secondary' : 'btn btn-primary btn-lg flex-sm-grow-1'} onClick={() => onNext()} disabled={busy}>
            {canRetry ? t('steps.push.not_now') : t('steps.continue')}
          </button>
        </>
      }
    >
      <div className="d-flex align-items-center gap-3 p-3 rounded bg-body-tertiary">
        <Bell size={32} className="text-primary flex-shrink-0" />
        <p className="mb-0 small">{t('steps.push.example')}</p>
      </div>
    </StepFrame>
  );
}

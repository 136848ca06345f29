import { useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { MfaInput } from '../api/mfa';
import { CodeForm } from './code-form';

/**
 * The second factor of an enrolled operator (issue 31): the current code of the authenticator
 * app, or — with the "Use a recovery code" switch — one of the recovery codes (each works once).
 */
export function VerifyStep({ sending, onSubmit }: { sending: boolean; onSubmit: (input: MfaInput) => Promise<void> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('login.verify.title')}
      </h2>
      <p>{recovery ? t('login.verify.recovery_text') : t('login.verify.text')}</p>
      <div className="form-check form-switch mb-3">
        <input className="form-check-input" type="checkbox" role="switch" aria-checked={recovery} id={`${id}-recovery`} checked={recovery} onChange={(event) => setRecovery(event.target.checked)} />
        <label className="form-check-label" htmlFor={`${id}-recovery`}>
          {t('login.verify.use_recovery')}
        </label>
      </div>
      <CodeForm recovery={recovery} sending={sending} onSubmit={onSubmit} />
    </section>
  );
}

import { ApiError, type Payment, errorKey, useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { useId, useState } from 'react';
import { confirmDebit } from '../api/directdebit';

/**
 * Step 2 of `/directdebit` (spec §5): the SMS code sent to `smsTo` and the mandate consent
 * (required, a labelled checkbox), then "Confirm direct debit". A wrong code ('The code is not
 * valid…') shows under the field and keeps the form; "Send a new code" goes back to step 1.
 * `onDone` receives the completed payment.
 */
export function SmsConfirmForm({ paymentId, smsTo, amount, onDone, onNewCode }: { paymentId: number; smsTo: string; amount: string; onDone: (payment: Payment) => void; onNewCode: () => void }) {
  const { t } = useTranslation('credits');
  const id = useId();
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setCodeError(null);
    setFormError(null);
    setConsentError(!consent);
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(t('directdebit.errors.sms_code_invalid'));
    if (!consent) return;
    setBusy(true);
    try {
      onDone(await confirmDebit(paymentId, code.trim()));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'sms_code_invalid') setCodeError(t('directdebit.errors.sms_code_invalid'));
      else setFormError(t(errorKey(e)));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p role="status">{t('directdebit.code_sent', { number: smsTo })}</p>
      <TextField id={`${id}-code`} label={t('directdebit.fields.sms_code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} error={codeError} />
      <div className="form-check mb-3">
        <input
          id={`${id}-consent`}
          className={`form-check-input${consentError ? ' is-invalid' : ''}`}
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          aria-invalid={consentError ? true : undefined}
        />
        <label className="form-check-label" htmlFor={`${id}-consent`}>
          {t('directdebit.consent', { amount })}
        </label>
        {consentError && (
          <div id={`${id}-consent-error`} className="invalid-feedback" role="alert">
            {t('directdebit.errors.consent')}
          </div>
        )}
      </div>
      {formError && (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('directdebit.confirm', { amount })}
        </button>
        <button type="button" className="btn btn-link" onClick={onNewCode}>
          {t('directdebit.new_code')}
        </button>
      </div>
    </form>
  );
}

import { ApiError, errorKey } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../signup';
import { isEmail } from '@amora/contracts/constants';
import { requestReset } from '../api/request-reset';

/** The i18n key of a refused reset request (spec §8): unknown address, too many e-mails today, else `common`. */
function requestErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'email_not_found') return 'reset_password.not_found';
    if (error.code === 'too_many_resets') return 'reset_password.too_many';
    if (error.code === 'invalid_email') return 'reset_password.invalid_email';
  }
  return errorKey(error);
}

/**
 * Asks for the account's e-mail address and sends `POST /api/reset-password.php` (spec §2, §8).
 * Checks the address first ('Invalid email'); on success calls `onSent` with the trimmed address;
 * errors are shown as an alert and keep what was typed.
 */
export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    if (!isEmail(email.trim())) {
      setEmailError(t('reset_password.invalid_email'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setEmailError(undefined);
    setSending(true);
    try {
      await requestReset(email.trim());
      onSent(email.trim());
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending}>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <FormField
        id={`${id}-email`}
        label={t('reset_password.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
        inputProps={{ inputMode: 'email', maxLength: 320 }}
      />
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? t('reset_password.sending') : t('reset_password.submit')}
        </button>
      </div>
    </form>
  );
}

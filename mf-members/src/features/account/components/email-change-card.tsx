import { ApiError, type User } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import { changeEmail } from '../api/change-email';
import { accountErrorKey } from '../error-text-key';

/** Errors shown under the new e-mail field; `old_password_wrong` goes under the password, others below the form. */
const EMAIL_ERRORS = ['invalid_email', 'email_taken', 'email_unchanged'];

type Result = { kind: 'sent'; email: string } | { kind: 'error'; code: string; key: string } | null;

/**
 * The e-mail change card of `/profile` (spec §2, §5): new address + current password →
 * `PUT /api/user.php?email=1`. On success it says a confirmation link went to the new address (the
 * account keeps its address until the link is opened). Errors (invalid_email, email_taken,
 * email_unchanged, old_password_wrong, network) appear under the field concerned; typed values stay.
 */
export function EmailChangeCard({ user }: { user: User }) {
  const { t } = useTranslation('members');
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await changeEmail(email.trim(), password);
      setResult({ kind: 'sent', email: email.trim() });
      setPassword('');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setResult({ kind: 'error', code, key: accountErrorKey(error) });
    } finally {
      setBusy(false);
    }
  };

  const error = result?.kind === 'error' ? result : null;
  const emailError = error && EMAIL_ERRORS.includes(error.code) ? t(error.key) : null;
  const passwordError = error?.code === 'old_password_wrong' ? t(error.key) : null;
  const formError = error && !emailError && !passwordError ? t(error.key) : null;

  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5 mb-1">{t('account.email.title')}</h2>
        <p className="small text-body-secondary">{t('account.email.current', { email: user.email })}</p>
        <form onSubmit={submit}>
          <TextField
            id={`${id}-email`}
            label={t('account.email.new')}
            error={emailError}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            id={`${id}-password`}
            label={t('account.current_password')}
            error={passwordError}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {formError && (
            <p className="alert alert-danger py-2 small" role="alert">
              {formError}
            </p>
          )}
          {result?.kind === 'sent' && (
            <p className="alert alert-success py-2 small" role="status">
              {t('account.email.sent', { email: result.email })}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.email.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

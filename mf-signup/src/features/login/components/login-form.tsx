import { ApiError, bus, errorKey } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../signup';
import { isEmail } from '@amora/contracts/constants';
import { login } from '../api/login';
import { publishLogin } from '../publish-login';
import { safeRedirect } from '../safe-redirect';

/**
 * The i18n key (and values) of a failed login (spec §8): 401 wrong credentials, 429 lockout with
 * the API's `minutes`, 403 `account_deleted` (reactivate with the e-mail's link, spec §4), 400
 * invalid e-mail, else the generic error of `common`.
 */
function loginErrorKey(error: unknown): { key: string; values?: { minutes: number } } {
  if (error instanceof ApiError) {
    if (error.status === 401) return { key: 'login.failed' };
    if (error.status === 429) {
      const minutes = Number(error.body.minutes);
      return { key: 'login.blocked', values: { minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 1 } };
    }
    if (error.code === 'account_deleted') return { key: 'login.account_deleted' };
    if (error.status === 400) return { key: 'login.invalid_email' };
  }
  return { key: errorKey(error) };
}

/**
 * The login form (spec §2, §7, §8): e-mail and password, `POST /api/user.php`. On success the
 * member is published on the bus and taken to `/members` or to the same-site `redirect` query
 * path. Errors keep what was typed; the button is disabled while sending. After a reactivation
 * (`?reactivated=1`, spec §4) a success alert asks the member to log in.
 */
export function LoginForm() {
  const { t } = useTranslation('signup');
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const badEmail = isEmail(email.trim()) ? undefined : t('login.invalid_email');
    const noPassword = password ? undefined : t('login.password_required');
    setEmailError(badEmail);
    setPasswordError(noPassword);
    setError(null);
    if (badEmail || noPassword) {
      document.getElementById(badEmail ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setSending(true);
    try {
      const user = await login(email.trim(), password);
      publishLogin(user);
      navigate(safeRedirect(params.get('redirect')) ?? '/members');
    } catch (failure) {
      const { key, values } = loginErrorKey(failure);
      setError(t(key, values));
      if (failure instanceof ApiError && failure.status === 400) setEmailError(t('login.invalid_email'));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending}>
      {params.get('reactivated') === '1' && !error && (
        <div className="alert alert-success" role="status">
          {t('login.reactivated')}
        </div>
      )}
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <FormField id={`${id}-email`} label={t('login.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} inputProps={{ inputMode: 'email', maxLength: 320 }} />
      <FormField id={`${id}-password`} label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={passwordError} inputProps={{ maxLength: 1024 }} />
      <div className="d-grid mb-3">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? t('login.sending') : t('login.submit')}
        </button>
      </div>
      <p className="text-center mb-4">
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <div className="border-top pt-4 text-center">
        <p className="text-body-secondary mb-2">{t('login.new_here')}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => bus.emit('signup:open', {})}>
          {t('login.join')}
        </button>
      </div>
    </form>
  );
}

import { ApiError, bus, errorKey, formatDate, useLocale, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '@amora/shared/router';
import { FormField, useRuleMessages } from '../../signup';
import { useLogin } from '../api/login';
import { type LoginInput, type LoginValues, loginResolver } from '../login-schema';
import { publishLogin } from '../publish-login';
import { safeRedirect } from '../safe-redirect';

/** This form's texts for the codes of `loginResolver` and of the API. */
const LOGIN_MESSAGES = { invalid_email: { key: 'login.invalid_email' }, password_required: { key: 'login.password_required' } };

/** A failed login's text: an i18n key and its values, and the reason of a ban (shown after it). */
interface LoginFailure {
  key: string;
  values?: Record<string, string | number>;
  reason?: string;
}

/**
 * The i18n key (and values) of a failed login (spec §8): 401 wrong credentials, 429
 * `account_blocked` with the API's `minutes`, other 429s (too many attempts from this address, rate
 * limit: issue 16) as the common texts, 403 `account_deleted` (reactivate with the e-mail's link, spec §4),
 * 403 `account_banned` (issue 31: suspended until `until`, formatted in `locale`, or closed for good
 * when it is null; with the operator's `reason`), 400 invalid e-mail, else the generic error of `common`.
 */
function loginFailure(error: unknown, locale: string): LoginFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { key: 'login.failed' };
    if (error.code === 'account_blocked') {
      const minutes = Number(error.body.minutes);
      return { key: 'login.blocked', values: { minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 1 } };
    }
    if (error.code === 'account_deleted') return { key: 'login.account_deleted' };
    if (error.code === 'account_banned') {
      const { until, reason } = error.body;
      const text = typeof reason === 'string' ? reason.trim() : '';
      if (typeof until === 'string' && !Number.isNaN(Date.parse(until))) {
        return { key: 'login.account_suspended', values: { date: formatDate(until, locale, { dateStyle: 'long' }) }, reason: text };
      }
      return { key: 'login.account_closed', reason: text };
    }
    if (error.status === 400) return { key: 'login.invalid_email' };
  }
  return { key: errorKey(error) };
}

/**
 * The login form (spec §2, §7, §8): e-mail and password (`loginResolver`), `POST /api/user.php`. On
 * success the member is published on the bus and taken to `/members` or to the same-site
 * `redirect` query path. Errors keep what was typed, the first invalid field gets the focus; the
 * button is disabled while sending. After a reactivation (`?reactivated=1`, spec §4) a success
 * alert asks the member to log in.
 */
export function LoginForm() {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setFailure] = useState<string | null>(null);
  const send = useLogin();
  const { register, handleSubmit, setError, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const fieldError = useRuleMessages(LOGIN_MESSAGES);

  const submit = async (values: LoginValues) => {
    if (send.isPending) return;
    setFailure(null);
    try {
      publishLogin(await send.mutateAsync(values));
      navigate(safeRedirect(params.get('redirect')) ?? '/members');
    } catch (failure) {
      const { key, values: extra, reason } = loginFailure(failure, locale);
      setFailure(reason ? `${t(key, extra)} ${t('login.ban_reason', { reason })}` : t(key, extra));
      if (failure instanceof ApiError && failure.status === 400) setError('email', { type: 'server', message: 'invalid_email' });
    }
  };

  const sending = send.isPending;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
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
      <FormField id={`${id}-email`} label={t('login.email')} type="email" autoComplete="email" registration={register('email')} error={fieldError(formState.errors, 'email')} inputProps={{ inputMode: 'email', maxLength: 320 }} />
      <FormField id={`${id}-password`} label={t('login.password')} type="password" autoComplete="current-password" registration={register('password')} error={fieldError(formState.errors, 'password')} inputProps={{ maxLength: 1024 }} />
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

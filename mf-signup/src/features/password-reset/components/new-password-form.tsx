import { ApiError, errorKey } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../signup';
import { ACCOUNT_RULES, isPasswordLength } from '@amora/contracts/constants';
import { resetPassword } from '../api/reset-password';
import { LinkInvalidAlert } from './link-invalid-alert';

interface PasswordErrors {
  password?: string;
  password_repeat?: string;
}

/**
 * The new password twice for the e-mail link's `token` (spec §2, §5): 8–128 characters and both
 * the same ('The passwords do not match'), then `POST /api/reset-password.php?do=1`; calls `onDone`
 * on success. Refusals are shown next to the field concerned, an expired link with a link to
 * request a new e-mail; what was typed is kept.
 */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  /** The alert above the fields: the expired link, or an i18n key of a general error. */
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const lengthError = t('reset_password_do.password_length', { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax });
  const showErrors = (found: PasswordErrors) => {
    setErrors(found);
    const first = found.password ? `${id}-password` : found.password_repeat ? `${id}-repeat` : null;
    if (first) document.getElementById(first)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAlert(null);
    const found: PasswordErrors = {};
    if (!isPasswordLength(password)) found.password = lengthError;
    if (repeat !== password) found.password_repeat = t('reset_password_do.differ');
    showErrors(found);
    if (found.password || found.password_repeat) return;
    setSending(true);
    try {
      await resetPassword({ token, password, password_repeat: repeat });
      onDone();
    } catch (failure) {
      setSending(false);
      const code = failure instanceof ApiError ? failure.code : '';
      if (code === 'link_invalid') setAlert('link_invalid');
      else if (code === 'passwords_differ') showErrors({ password_repeat: t('reset_password_do.differ') });
      else if (code === 'password_length') showErrors({ password: lengthError });
      else if (code === 'password_common') showErrors({ password: t('reset_password_do.common') });
      else setAlert(errorKey(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending}>
      {alert === 'link_invalid' && <LinkInvalidAlert />}
      {alert && alert !== 'link_invalid' && (
        <div className="alert alert-danger" role="alert">
          {t(alert)}
        </div>
      )}
      <FormField
        id={`${id}-password`}
        label={t('reset_password_do.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t('reset_password_do.password_hint', { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax })}
        inputProps={{ maxLength: ACCOUNT_RULES.passwordMax }}
      />
      <FormField
        id={`${id}-repeat`}
        label={t('reset_password_do.password_repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={errors.password_repeat}
        inputProps={{ maxLength: ACCOUNT_RULES.passwordMax }}
      />
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? t('reset_password_do.sending') : t('reset_password_do.submit')}
        </button>
      </div>
    </form>
  );
}

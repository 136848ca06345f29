import { ApiError, errorKey, useTranslation } from '@amora/shared';
import { ACCOUNT_RULES } from '@amora/contracts/constants';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, useRuleMessages } from '../../signup';
import { useResetPassword } from '../api/reset-password';
import { type NewPasswordInput, type NewPasswordValues, newPasswordResolver } from '../password-schemas';
import { LinkInvalidAlert } from './link-invalid-alert';

/** This form's texts for the codes of `newPasswordResolver` and of the API. */
const PASSWORD_MESSAGES = {
  password_length: { key: 'reset_password_do.password_length', values: { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax } },
  passwords_differ: { key: 'reset_password_do.differ' },
  password_common: { key: 'reset_password_do.common' },
};

/** The field of each API refusal that concerns one (spec §5). */
const CODE_FIELDS: Record<string, keyof NewPasswordInput> = { passwords_differ: 'password_repeat', password_length: 'password', password_common: 'password' };

/**
 * The new password twice for the e-mail link's `token` (spec §2, §5): the contract's 8–128
 * characters and both the same ('The passwords do not match'), then `POST
 * /api/reset-password.php?do=1`; calls `onDone` on success. Refusals are shown next to the field
 * concerned (focused), an expired link with a link to request a new e-mail; what was typed is kept.
 */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('signup');
  const id = useId();
  /** The alert above the fields: the expired link, or an i18n key of a general error. */
  const [alert, setAlert] = useState<string | null>(null);
  const send = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { password: '', password_repeat: '' },
  });
  const fieldError = useRuleMessages(PASSWORD_MESSAGES);

  const submit = async (values: NewPasswordValues) => {
    if (send.isPending) return;
    setAlert(null);
    try {
      await send.mutateAsync({ token, ...values });
      onDone();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const field = CODE_FIELDS[code];
      if (field) setError(field, { type: 'server', message: code }, { shouldFocus: true });
      else setAlert(code === 'link_invalid' ? 'link_invalid' : errorKey(failure));
    }
  };

  const sending = send.isPending;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
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
        registration={register('password')}
        error={fieldError(formState.errors, 'password')}
        hint={t('reset_password_do.password_hint', { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax })}
        inputProps={{ maxLength: ACCOUNT_RULES.passwordMax }}
      />
      <FormField
        id={`${id}-repeat`}
        label={t('reset_password_do.password_repeat')}
        type="password"
        autoComplete="new-password"
        registration={register('password_repeat')}
        error={fieldError(formState.errors, 'password_repeat')}
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

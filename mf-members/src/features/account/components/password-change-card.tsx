import { ApiError, useTranslation } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { ACCOUNT_RULES } from '@amora/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@amora/shared/forms';
import { type PasswordChangeValues, passwordChangeSchema } from '../account-schemas';
import { changePassword } from '../api/change-password';
import { sessionsQueryOptions } from '../api/sessions';
import { accountCodeKey, accountErrorKey } from '../error-text-key';

/** Which field an API error belongs to. */
const FIELD_OF: Record<string, keyof PasswordChangeValues> = { old_password_wrong: 'old_password', password_length: 'password', password_common: 'password' };
const BOUNDS = { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax };

/**
 * The password change card of `/profile` (spec §2, §5: a password change requires the old password):
 * old password, new password (8–128 characters, rule shown) and the new one repeated, checked by
 * `passwordChangeSchema` (react-hook-form; no request while they differ), then
 * `PUT /api/user.php?password=1`. Errors (old_password_wrong, password_length, password_common,
 * network) show under the field concerned and keep what was typed; success empties the form, says
 * that the other devices were logged out and refreshes the list of sessions.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation('members');
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { old_password: '', password: '', repeat: '' },
  });

  const submit = async ({ old_password, password }: PasswordChangeValues) => {
    setDone(false);
    setFormError(null);
    try {
      await changePassword(old_password, password);
      reset();
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    } catch (error) {
      const field = FIELD_OF[error instanceof ApiError ? error.code : ''];
      if (field) setError(field, { type: 'server', message: (error as ApiError).code }, { shouldFocus: true });
      else setFormError(t(accountErrorKey(error)));
    }
  };

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string, help?: string) => {
    const code = formState.errors[name]?.message;
    return (
      <TextField
        id={`${id}-${name}`}
        label={label}
        error={code ? t(accountCodeKey(code), BOUNDS) : null}
        help={help}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={ACCOUNT_RULES.passwordMax}
        {...register(name)}
      />
    );
  };

  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('account.password.title')}</h2>
        <form noValidate onSubmit={handleSubmit(submit)}>
          {field('old_password', t('account.password.old'), 'current-password')}
          {field('password', t('account.password.new'), 'new-password', t('account.password.rule', BOUNDS))}
          {field('repeat', t('account.password.repeat'), 'new-password')}
          {formError && (
            <p className="alert alert-danger py-2 small" role="alert">
              {formError}
            </p>
          )}
          {done && (
            <p className="alert alert-success py-2 small" role="status">
              {t('account.password.changed')}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.password.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

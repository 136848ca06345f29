import { ApiError, type User, useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@amora/shared/forms';
import { type EmailChangeValues, emailChangeSchema } from '../account-schemas';
import { changeEmail } from '../api/change-email';
import { accountCodeKey, accountErrorKey } from '../error-text-key';

/** API errors shown under the new e-mail field; `old_password_wrong` goes under the password, others below the form. */
const EMAIL_ERRORS = ['invalid_email', 'email_taken', 'email_unchanged'];

type Result = { kind: 'sent'; email: string } | { kind: 'error'; key: string } | null;

/**
 * The e-mail change card of `/profile` (spec §2, §5): new address + current password, checked by
 * `emailChangeSchema` (react-hook-form), then `PUT /api/user.php?email=1`. On success it says a
 * confirmation link went to the new address (the account keeps its address until the link is
 * opened). Errors (invalid_email, email_taken, email_unchanged, old_password_wrong, network)
 * appear under the field concerned; typed values stay.
 */
export function EmailChangeCard({ user }: { user: User }) {
  const { t } = useTranslation('members');
  const id = useId();
  const [result, setResult] = useState<Result>(null);
  const { register, handleSubmit, setError, resetField, formState } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const errorText = (name: keyof EmailChangeValues) => {
    const code = formState.errors[name]?.message;
    return code ? t(accountCodeKey(code)) : null;
  };

  const submit = async ({ email, password }: EmailChangeValues) => {
    setResult(null);
    try {
      await changeEmail(email, password);
      setResult({ kind: 'sent', email });
      resetField('password');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (EMAIL_ERRORS.includes(code)) setError('email', { type: 'server', message: code }, { shouldFocus: true });
      else if (code === 'old_password_wrong') setError('password', { type: 'server', message: code }, { shouldFocus: true });
      else setResult({ kind: 'error', key: accountErrorKey(error) });
    }
  };

  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5 mb-1">{t('account.email.title')}</h2>
        <p className="small text-body-secondary">{t('account.email.current', { email: user.email })}</p>
        <form noValidate onSubmit={handleSubmit(submit)}>
          <TextField id={`${id}-email`} label={t('account.email.new')} error={errorText('email')} type="email" autoComplete="email" required maxLength={254} {...register('email')} />
          <TextField id={`${id}-password`} label={t('account.current_password')} error={errorText('password')} type="password" autoComplete="current-password" required {...register('password')} />
          {result?.kind === 'error' && (
            <p className="alert alert-danger py-2 small" role="alert">
              {t(result.key)}
            </p>
          )}
          {result?.kind === 'sent' && (
            <p className="alert alert-success py-2 small" role="status">
              {t('account.email.sent', { email: result.email })}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.email.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

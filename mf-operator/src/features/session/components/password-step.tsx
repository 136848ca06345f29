import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { LoginInput } from '../api/login';

/**
 * The sign-in's first step (issue 31): e-mail and password of the operator account, both
 * required (the first empty field gets the focus and says so); the button is disabled while sending.
 */
export function PasswordStep({ sending, onSubmit }: { sending: boolean; onSubmit: (input: LoginInput) => Promise<void> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginInput>({ defaultValues: { email: '', password: '' } });
  const filled = (value: string) => value.trim() !== '';
  const submit = (input: LoginInput) => (sending ? undefined : onSubmit({ email: input.email.trim(), password: input.password }));
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
      <TextField
        id={`${id}-email`}
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={320}
        autoFocus
        error={formState.errors.email ? t('login.email_required') : null}
        {...register('email', { validate: filled })}
      />
      <TextField
        id={`${id}-password`}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        error={formState.errors.password ? t('login.password_required') : null}
        {...register('password', { validate: filled })}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={sending}>
        {sending ? t('login.sending') : t('login.submit')}
      </button>
    </form>
  );
}

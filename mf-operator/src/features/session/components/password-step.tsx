import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { credentials } from '@amora/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { LoginInput } from '../api/login';

/** The sign-in's fields as the API takes them (contract `credentials`): both required, the e-mail trimmed, the password as typed. */
const { email, password } = credentials.shape;

/**
 * The sign-in's first step (issue 31): e-mail and password of the operator account, both
 * required (the first empty field gets the focus and says so); the button is disabled while sending.
 */
export function PasswordStep({ sending, onSubmit }: { sending: boolean; onSubmit: (input: LoginInput) => Promise<void> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(credentials), defaultValues: { email: '', password: '' } });
  const submit = (input: LoginInput) => (sending ? undefined : onSubmit(input));
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
      <TextField
        id={`${id}-email`}
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={email.maxLength ?? undefined}
        autoFocus
        error={formState.errors.email ? t('login.email_required') : null}
        {...register('email')}
      />
      <TextField
        id={`${id}-password`}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        maxLength={password.maxLength ?? undefined}
        error={formState.errors.password ? t('login.password_required') : null}
        {...register('password')}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={sending}>
        {sending ? t('login.sending') : t('login.submit')}
      </button>
    </form>
  );
}

import { ApiError, errorKey, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, useRuleMessages } from '../../signup';
import { useRequestReset } from '../api/request-reset';
import { type ResetRequestInput, type ResetRequestValues, resetRequestResolver } from '../password-schemas';

/** This form's text for an invalid address. */
const REQUEST_MESSAGES = { invalid_email: { key: 'reset_password.invalid_email' } };

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
 * Checks the address first with the contract's rule ('Invalid email', focused); on success calls
 * `onSent` with the trimmed address; errors are shown as an alert and keep what was typed.
 */
export function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [error, setFailure] = useState<string | null>(null);
  const send = useRequestReset();
  const { register, handleSubmit, formState } = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: resetRequestResolver,
    defaultValues: { email: '' },
  });
  const fieldError = useRuleMessages(REQUEST_MESSAGES);

  const submit = async ({ email }: ResetRequestValues) => {
    if (send.isPending) return;
    setFailure(null);
    try {
      await send.mutateAsync(email);
      onSent(email);
    } catch (failure) {
      setFailure(t(requestErrorKey(failure)));
    }
  };

  const sending = send.isPending;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
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
        registration={register('email')}
        error={fieldError(formState.errors, 'email')}
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

import { operatorRecoveryBody, operatorTotpBody } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { MfaInput } from '../api/mfa';

/** The field as the contract's second factor takes it (a TOTP code ≤ 16 characters, a recovery code ≤ 32), trimmed and required. */
const totpCode = operatorTotpBody.shape.code.min(1);
const recoveryCode = operatorRecoveryBody.shape.recovery_code.min(1);
const SCHEMAS = { totp: z.object({ code: totpCode }), recovery: z.object({ code: recoveryCode }) };

/**
 * The second factor's field and button (issue 31): the 6-digit code of the authenticator app
 * (spaces dropped, offered by the browser as a one-time code), or with `recovery` one of the
 * recovery codes. Required; switching between the two empties the field.
 */
export function CodeForm({ recovery = false, sending, onSubmit }: { recovery?: boolean; sending: boolean; onSubmit: (input: MfaInput) => Promise<void> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>({ resolver: zodResolver(recovery ? SCHEMAS.recovery : SCHEMAS.totp), defaultValues: { code: '' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field empties whenever the kind of code asked for changes
  useEffect(() => reset({ code: '' }), [recovery, reset]);
  const submit = ({ code }: { code: string }) => {
    if (sending) return;
    return onSubmit(recovery ? { recovery_code: code } : { code: code.replace(/\s+/g, '') });
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
      <TextField
        id={`${id}-code`}
        label={recovery ? t('login.recovery_code') : t('login.code')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        spellCheck={false}
        maxLength={(recovery ? recoveryCode : totpCode).maxLength ?? undefined}
        autoFocus
        error={formState.errors.code ? t('login.code_required') : null}
        {...register('code')}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={sending}>
        {sending ? t('login.confirming') : t('login.confirm')}
      </button>
    </form>
  );
}

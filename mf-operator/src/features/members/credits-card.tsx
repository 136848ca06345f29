import { memberCreditsAction } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';
import { SectionCard } from './section-card';
import type { SendRequest } from './use-member-actions';
import { useFormat } from '../../lib/use-format';

/**
 * The correction as typed, checked by the contract's `credits` action: `amount` a whole number
 * written with digits and an optional sign (− or -), then as the API takes it (not 0, at most a
 * million either way); `reason` trimmed, 1–500 characters.
 */
const creditsSchema = memberCreditsAction.pick({ reason: true }).extend({
  amount: z
    .string()
    .trim()
    .regex(/^[-−+]?\d+$/)
    .transform((value) => Number(value.replace('−', '-')))
    .pipe(memberCreditsAction.shape.amount),
});

/**
 * A credit correction (issue 31, permission `payments`): the member's credits now, the amount to
 * add (a negative one takes away) and the reason, both required; `credits` with them. Done: the
 * fields empty; a failure (409 `credits_below_zero` with the member's credits …) shows here and
 * keeps what was typed.
 */
export function CreditsCard({ credits, sending, send }: { credits: number; sending: boolean; send: SendRequest }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { number } = useFormat();
  const id = useId();
  const [error, setError] = useState<MemberMessage | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(creditsSchema), defaultValues: { amount: '', reason: '' } });
  const submit = handleSubmit(async ({ amount, reason }) => {
    const failure = await send({ kind: 'action', action: { action: 'credits', amount, reason } }, { key: 'member.done.credits', values: { amount: amount > 0 ? `+${number(amount)}` : number(amount) } });
    setError(failure);
    if (!failure) reset();
  });
  return (
    <SectionCard section="credits" title={t('member.sections.credits')}>
      <p>{t('member.credits.current', { credits: number(credits) })}</p>
      <form noValidate onSubmit={submit} aria-label={t('member.sections.credits')}>
        <TextField
          id={`${id}-amount`}
          label={t('member.credits.amount')}
          help={t('member.credits.amount_help')}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.amount ? t('member.credits.amount_invalid') : null}
          {...register('amount')}
        />
        <TextField
          id={`${id}-reason`}
          label={t('member.reason')}
          maxLength={creditsSchema.shape.reason.maxLength ?? undefined}
          autoComplete="off"
          error={formState.errors.reason ? t('member.reason_required') : null}
          {...register('reason')}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('member.credits.submit')}
        </button>
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {t(error.key, error.values)}
          </p>
        )}
      </form>
    </SectionCard>
  );
}

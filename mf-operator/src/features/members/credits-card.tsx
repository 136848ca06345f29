import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';
import { REASON_MAX } from './reason-form';
import { SectionCard } from './section-card';
import type { SendRequest } from './use-member-actions';
import { useMemberFormat } from './use-member-format';

/** The largest correction the API takes, either way (`amount` −1,000,000 … 1,000,000, not 0). */
const AMOUNT_MAX = 1_000_000;

/** Whether `value` is a whole number of credits the API takes: not 0, at most a million either way. */
export function validAmount(value: string): boolean {
  const amount = Number(value.trim().replace('−', '-'));
  return /^[-−+]?\d+$/.test(value.trim()) && amount !== 0 && Math.abs(amount) <= AMOUNT_MAX;
}

/**
 * A credit correction (issue 31, permission `payments`): the member's credits now, the amount to
 * add (a negative one takes away) and the reason, both required; `credits` with them. Done: the
 * fields empty; a failure (409 `credits_below_zero` with the member's credits …) shows here and
 * keeps what was typed.
 */
export function CreditsCard({ credits, sending, send }: { credits: number; sending: boolean; send: SendRequest }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { number } = useMemberFormat();
  const id = useId();
  const [error, setError] = useState<MemberMessage | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ defaultValues: { amount: '', reason: '' } });
  const submit = handleSubmit(async ({ amount, reason }) => {
    const value = Number(amount.trim().replace('−', '-'));
    const failure = await send({ kind: 'action', action: { action: 'credits', amount: value, reason: reason.trim() } }, { key: 'member.done.credits', values: { amount: value > 0 ? `+${number(value)}` : number(value) } });
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
          {...register('amount', { validate: validAmount })}
        />
        <TextField
          id={`${id}-reason`}
          label={t('member.reason')}
          maxLength={REASON_MAX}
          autoComplete="off"
          error={formState.errors.reason ? t('member.reason_required') : null}
          {...register('reason', { validate: (value) => value.trim() !== '' })}
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

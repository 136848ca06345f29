import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { ReasonDialog } from '../../components/reason-dialog';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { providerName } from '../../lib/payment-providers';
import type { ReasonValues } from '../../lib/reason-form';
import type { MemberRequest } from './api';
import type { MemberMessage } from './member-error';
import type { MemberDialogState } from './use-member-actions';
import { useFormat } from '../../lib/use-format';

/** Per dialog: a destructive action (red button), whether the reason is required, and its label (`member.<reason>`). */
const DIALOGS: Readonly<Record<MemberDialogState['kind'], { danger: boolean; required: boolean; reason: string }>> = {
  end_sessions: { danger: true, required: false, reason: 'reason_optional' },
  ban: { danger: true, required: true, reason: 'ban.reason' },
  unban: { danger: false, required: true, reason: 'reason' },
  disable: { danger: true, required: true, reason: 'reason' },
  enable: { danger: false, required: true, reason: 'reason' },
  refund: { danger: true, required: true, reason: 'reason' },
};

/** The request a dialog's values stand for (an empty optional reason is left out). */
function requestOf(dialog: MemberDialogState, { reason, until }: ReasonValues): MemberRequest {
  switch (dialog.kind) {
    case 'refund':
      return { kind: 'refund', payment_id: dialog.payment.id, reason };
    case 'end_sessions':
      return { kind: 'action', action: reason ? { action: 'end_sessions', reason } : { action: 'end_sessions' } };
    case 'ban':
      return { kind: 'action', action: until ? { action: 'ban', reason, until } : { action: 'ban', reason } };
    default:
      return { kind: 'action', action: { action: dialog.kind, reason } };
  }
}

/** Props of {@link MemberDialog}. */
interface MemberDialogProps {
  dialog: MemberDialogState;
  member: MemberDetail;
  sending: boolean;
  error: MemberMessage | null;
  onConfirm: (request: MemberRequest, done: MemberMessage) => void;
  onCancel: () => void;
}

/**
 * The confirmation dialog of a member action (issue 31) — "End all sessions" (reason optional),
 * "Ban" (length and reason, shown to the member at login), "Unban", "Disable profile", "Enable
 * profile", "Refund" a payment (its amount, provider and reference named) — each with its texts (`member.dialogs.<kind>`)
 * and the status line's text once done (`member.done.<kind>`).
 */
export function MemberDialog({ dialog, member, sending, error, onConfirm, onCancel }: MemberDialogProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const { money } = useFormat();
  const config = DIALOGS[dialog.kind];
  const payment = dialog.kind === 'refund' ? dialog.payment : null;
  const values = {
    name: member.profile.name,
    amount: payment ? money(payment.amount_cents, payment.currency) : '',
    payment: payment?.id ?? 0,
    // The refund goes back through the payment's own provider (issue 32), named with its reference there.
    provider: payment ? providerName(payment.provider) : '',
    reference: payment?.provider_ref ?? '–',
  };
  const key = `member.dialogs.${dialog.kind}`;
  return (
    <ReasonDialog
      texts={{
        title: t(`${key}.title`, values),
        intro: t(`${key}.text`, values),
        confirm: t(`${key}.confirm`, values),
        sending: t('member.sending'),
        cancel: t('member.cancel'),
        reason: t(`member.${config.reason}`),
        reasonRequired: t('member.reason_required'),
      }}
      danger={config.danger}
      reasonOptional={!config.required}
      banLength={dialog.kind === 'ban'}
      sending={sending}
      error={error && t(error.key, error.values)}
      onConfirm={(fields) => onConfirm(requestOf(dialog, fields), { key: `member.done.${dialog.kind}`, values })}
      onCancel={onCancel}
    />
  );
}

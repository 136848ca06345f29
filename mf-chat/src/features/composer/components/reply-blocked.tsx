import type { ReplyBlockedReason } from '@amora/contracts';
import { useTranslation } from '@amora/shared';

/**
 * Shown instead of the composer when the member cannot write in a conversation (`can_reply`
 * false, or a send refused with 403, spec §4): the partner has not confirmed the e-mail address
 * yet, or writing is not possible (a block, an invisible partner).
 */
export function ReplyBlocked({ reason, name }: { reason: ReplyBlockedReason | null; name: string }) {
  const { t } = useTranslation('chat');
  return (
    <p className="alert alert-secondary mt-3 mb-0" role="status">
      {t(reason === 'partner_unconfirmed' ? 'composer.partner_unconfirmed' : 'composer.cannot_reply', { name })}
    </p>
  );
}

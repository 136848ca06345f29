import { Link } from '@amora/shared/router';
import { useTranslation, useUser } from '@amora/shared';

/**
 * Why the last send was refused, with the way out (spec §8), above the composer whose draft is
 * kept: 402 `not_enough_credits` → exactly 'You do not have enough credits' (common
 * `errors.not_enough_credits`) and a link to /credits; 402 `free_conversation_limit` → the free
 * members' limit and a link to /premium; 400 `message_length` → the limit; 403
 * `account_unconfirmed` (the member has not confirmed his e-mail address yet) → the activation
 * reminder with his address; a photo refused for its size, type or content → why; anything else
 * → not sent. (403 `partner_unconfirmed` / `blocked` replace the composer instead, see `ReplyBlocked`.)
 */
export function RefusalNotice({ refusal }: { refusal: { code: string; limit?: number } | null }) {
  const { t } = useTranslation('chat');
  const email = useUser((u) => u?.email ?? '');
  if (!refusal || refusal.code === 'partner_unconfirmed' || refusal.code === 'blocked') return null;
  let text: string;
  let link = null;
  if (refusal.code === 'not_enough_credits') {
    text = t('common:errors.not_enough_credits');
    link = <Link to="/credits" className="alert-link">{t('composer.buy_credits')}</Link>;
  } else if (refusal.code === 'free_conversation_limit') {
    text = t('composer.free_limit', { count: refusal.limit ?? 2 });
    link = <Link to="/premium" className="alert-link">{t('composer.get_premium')}</Link>;
  } else if (refusal.code === 'account_unconfirmed') {
    text = t('composer.account_unconfirmed', { email });
  } else if (refusal.code === 'message_length') {
    text = t('composer.too_long');
  } else if (refusal.code === 'image_too_large' || refusal.code === 'unsupported_image' || refusal.code === 'invalid_image') {
    text = t(`photo.${refusal.code}`);
  } else {
    text = t('composer.not_sent');
  }
  return (
    <p className="alert alert-warning py-2 small" role="alert">
      {text} {link}
    </p>
  );
}

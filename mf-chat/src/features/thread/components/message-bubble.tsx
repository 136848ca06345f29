import { type ChatMessage, type Gift, formatDate, useLocale, useSettings, useTranslation } from '@amora/shared';
import type { ReactNode } from 'react';
import { GiftPicture } from '../../../components/gift-picture';
import { useGiftName } from '../../../hooks/use-gift-name';
import type { PendingMessage } from '../hooks/use-thread';

/** The bubble's look: mine on the right in the primary colour, the partner's on the left. */
const bubbleClass = (mine: boolean) => `mb-1 px-3 py-2 rounded-4 ${mine ? 'bg-primary text-white' : 'bg-body-tertiary border'}`;
const bubbleStyle = { maxWidth: '80%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A gift inside a bubble: its picture and "Gift: {name}" in the active locale. */
function GiftContent({ gift }: { gift: Gift }) {
  const { t } = useTranslation('chat');
  const name = useGiftName();
  return (
    <span className="d-flex align-items-center gap-2">
      <GiftPicture gift={gift} size={48} />
      <span>{t('thread.gift', { name: name(gift.key) })}</span>
    </span>
  );
}

/** The largest side of a photo in a bubble, in CSS pixels. */
const PHOTO_SIDE = 240;

/**
 * A photo inside a bubble (spec §5 "Pictures are inspected before display"): the image when its
 * file is known (always to its sender, to the partner once approved) with "Waiting for review"
 * while pending; otherwise a note: the partner's pending photo, or one that was not approved.
 */
function PhotoContent({ photo, mine, src }: { photo: NonNullable<ChatMessage['photo']>; mine: boolean; src?: string }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const url = src ?? (photo.filename && settings ? settings.cdn_prefix + photo.filename : null);
  if (photo.status === 'disabled') return <em>{t('thread.photo_rejected')}</em>;
  if (!url) return <em>{t('thread.photo_waiting_partner')}</em>;
  return (
    <span className="d-block">
      <img src={url} alt={t(mine ? 'thread.photo_alt_mine' : 'thread.photo_alt')} className="d-block rounded-3 object-fit-cover" style={{ maxWidth: '100%', width: PHOTO_SIDE, maxHeight: PHOTO_SIDE }} loading="lazy" />
      {photo.status === 'pending' && <span className="badge text-bg-light mt-1">{t('thread.photo_pending')}</span>}
    </span>
  );
}

/** What a message says: a gift (with its optional words) or a text. */
function Content({ gift, text }: { gift?: Gift; text: string }): ReactNode {
  return (
    <>
      {gift && <GiftContent gift={gift} />}
      {text && <span className={gift ? 'd-block mt-1' : undefined}>{text}</span>}
    </>
  );
}

/**
 * One stored message of a thread (spec §3 chat_messages): mine on the right, the partner's on the
 * left; a text, a photo (see PhotoContent), or a gift with its picture and localized name; the time (hours and minutes) in the
 * active locale (Intl). A screen reader hears who wrote it first.
 */
export function MessageBubble({ message, partnerName }: { message: ChatMessage; partnerName: string }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const mine = message.from_me;
  return (
    <li className={`d-flex flex-column mb-2 ${mine ? 'align-items-end' : 'align-items-start'}`}>
      <div className={bubbleClass(mine)} style={bubbleStyle}>
        <span className="visually-hidden">{mine ? t('conversation.from_me') : t('conversation.from_partner', { name: partnerName })} </span>
        {message.photo && <PhotoContent photo={message.photo} mine={mine} />}
        <Content gift={message.gift} text={message.text} />
      </div>
      <time dateTime={message.created_at} className="small text-body-secondary px-1">
        {formatDate(message.created_at, locale, { hour: 'numeric', minute: '2-digit' })}
      </time>
    </li>
  );
}

/**
 * A message not stored yet (spec §3 sending): faded with "Sending…", or "Not sent." with a Retry
 * button after a network error or 5xx (Retry sends the same `client_message_id` again).
 */
export function PendingBubble({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  const failed = item.status === 'failed';
  return (
    <li className="d-flex flex-column align-items-end mb-2">
      <div className={`${bubbleClass(true)} ${failed ? 'opacity-75' : 'opacity-50'}`} style={bubbleStyle}>
        <span className="visually-hidden">{t('conversation.from_me')} </span>
        {item.kind === 'photo' ? (
          <PhotoContent photo={{ filename: null, status: 'pending' }} mine src={item.preview} />
        ) : item.kind === 'gift' ? (
          <Content gift={item.gift} text="" />
        ) : (
          <Content text={item.text} />
        )}
      </div>
      {failed ? (
        <span className="small text-danger d-flex align-items-center gap-2 px-1" role="alert">
          {t('thread.failed')}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
            {t('thread.retry')}
          </button>
        </span>
      ) : (
        <span className="small text-body-secondary px-1" role="status">
          {t('thread.sending')}
        </span>
      )}
    </li>
  );
}

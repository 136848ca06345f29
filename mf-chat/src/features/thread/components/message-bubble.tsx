import { type ChatMessage, useLocale, useSettings, formatDate } from '@amora/shared';
import { useTranslation } from 'react-i18next';

/** The bubble's look: mine on the right in the primary colour, the partner's on the left. */
const bubbleClass = (mine: boolean) => `mb-1 px-3 py-2 rounded-4 ${mine ? 'bg-primary text-white' : 'bg-body-tertiary border'}`;

/**
 * One message of a thread (spec §3 chat_messages): text, or a gift with its picture
 * (`settings.cdn_prefix` + `gift.image`) and localized name; the time in the active locale.
 * A screen reader hears who wrote it first.
 */
export function MessageBubble({ message, partnerName }: { message: ChatMessage; partnerName: string }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const settings = useSettings();
  const mine = message.from_me;
  return (
    <li className={`d-flex flex-column mb-2 ${mine ? 'align-items-end' : 'align-items-start'}`}>
      <div className={bubbleClass(mine)} style={{ maxWidth: '80%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <span className="visually-hidden">{mine ? t('conversation.from_me') : t('conversation.from_partner', { name: partnerName })} </span>
        {message.gift && (
          <span className="d-flex align-items-center gap-2">
            <img src={`${settings?.cdn_prefix ?? ''}${message.gift.image}`} alt="" width={40} height={40} />
            <span>{t('thread.gift', { name: t(`gifts.${message.gift.key}`, { defaultValue: message.gift.key }) })}</span>
          </span>
        )}
        {message.text && <span className={message.gift ? 'd-block mt-1' : undefined}>{message.text}</span>}
      </div>
      <time dateTime={message.created_at} className="small text-body-secondary px-1">
        {formatDate(message.created_at, locale, { hour: 'numeric', minute: '2-digit' })}
      </time>
    </li>
  );
}

/** A message not stored yet: "Sending…", or "Not sent" with Retry (the same client message id). */
export function PendingBubble({ text, failed, onRetry }: { text: string; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <li className="d-flex flex-column align-items-end mb-2">
      <div className={`${bubbleClass(true)} ${failed ? 'opacity-75' : 'opacity-50'}`} style={{ maxWidth: '80%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
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

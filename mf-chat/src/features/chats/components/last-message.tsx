import type { ChatListEntry } from '@amora/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from './relative-time';

/**
 * The message area of a conversation for now: the latest message from the chat list entry as a
 * bubble (mine on the right, the partner's on the left), or a hint to say hello when the
 * conversation has no messages yet.
 */
export function LastMessage({ message, partnerName }: { message: ChatListEntry['last_message']; partnerName: string }) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  if (!message) {
    return (
      <div className="text-center text-body-secondary py-5 px-3">
        <p className="mb-0">{t('conversation.empty', { name: partnerName })}</p>
      </div>
    );
  }
  const mine = message.from_me;
  return (
    <section aria-labelledby={headingId} className="py-3">
      <h2 id={headingId} className="visually-hidden">
        {t('conversation.latest_message')}
      </h2>
      <ol className="list-unstyled mb-0 d-flex flex-column">
        <li className={`d-flex flex-column ${mine ? 'align-items-end' : 'align-items-start'}`}>
          <p className={`mb-1 px-3 py-2 rounded-4 ${mine ? 'bg-primary text-white' : 'bg-body-tertiary border'}`} style={{ maxWidth: '80%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <span className="visually-hidden">{mine ? t('conversation.from_me') : t('conversation.from_partner', { name: partnerName })} </span>
            {message.text}
          </p>
          <RelativeTime iso={message.created_at} className="small text-body-secondary px-1" />
        </li>
      </ol>
    </section>
  );
}

import { type ChatMessage, useLocale, useTranslation } from '@amora/shared';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { dayKey, formatDay } from '../format-day';
import type { PendingMessage } from '../hooks/use-thread';
import { MessageBubble, PendingBubble } from './message-bubble';

/** Props of {@link ThreadView}. */
export interface ThreadViewProps {
  /** Stored messages, oldest first. */
  messages: ChatMessage[];
  /** Sends not stored yet, shown after the stored ones. */
  pending: PendingMessage[];
  partnerName: string;
  /** Older messages exist: shows "Show earlier messages". */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (item: PendingMessage) => void;
}

/**
 * The messages of a conversation (spec §2 chat layout), oldest first in a scrollable list, with a
 * day line (Intl, active locale) where the day changes, the pending and failed sends at the end and
 * a button that pages back. A new message (sent, pending or arrived) scrolls to the end; older
 * messages put on top keep the message the member was reading in place. A message that arrives
 * from the partner while the thread is open is read out politely (issue 13, `aria-live`), once.
 */
export function ThreadView({ messages, pending, partnerName, hasOlder, loadingOlder, onLoadOlder, onRetry }: ThreadViewProps) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const list = useRef<HTMLDivElement>(null);
  const last = useRef({ oldest: 0, height: 0, total: 0 });
  const announcement = useArrivalAnnouncement(messages, partnerName);

  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const oldest = messages[0]?.id ?? 0;
    const total = messages.length + pending.length;
    const prepended = last.current.height > 0 && oldest !== last.current.oldest && total > last.current.total;
    // Older messages went on top: the reader's message moves down by exactly what was added.
    box.scrollTop = prepended ? box.scrollTop + box.scrollHeight - last.current.height : box.scrollHeight;
    last.current = { oldest, height: box.scrollHeight, total };
  }, [messages, pending]);

  const live = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );
  if (messages.length === 0 && pending.length === 0) {
    return (
      <div className="text-center text-body-secondary py-5 px-3 flex-grow-1">
        <p className="mb-0">{t('conversation.empty', { name: partnerName })}</p>
        {live}
      </div>
    );
  }
  return (
    <div ref={list} className="flex-grow-1 overflow-auto py-2 px-1" style={{ maxHeight: '60vh' }}>
      {live}
      {hasOlder && (
        <p className="text-center mb-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {t('thread.load_earlier')}
          </button>
        </p>
      )}
      <ol className="list-unstyled mb-0" aria-label={t('thread.messages', { name: partnerName })}>
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {(index === 0 || dayKey(messages[index - 1]?.created_at ?? '') !== dayKey(message.created_at)) && (
              <li className="d-flex align-items-center gap-2 small text-body-secondary my-2">
                <span className="flex-grow-1 border-top" />
                {formatDay(message.created_at, locale)}
                <span className="flex-grow-1 border-top" />
              </li>
            )}
            <MessageBubble message={message} partnerName={partnerName} />
          </Fragment>
        ))}
        {pending.map((item) => (
          <PendingBubble key={item.client_message_id} item={item} onRetry={() => onRetry(item)} />
        ))}
      </ol>
    </div>
  );
}

/**
 * What a screen reader says when the partner's message arrives in the open thread: "{name} wrote:
 * {text}" (a photo or gift by its name). Empty for the messages already there when it opened,
 * for the member's own and for older messages paged in on top.
 */
function useArrivalAnnouncement(messages: ChatMessage[], partnerName: string): string {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const newest = messages[messages.length - 1];
  const seen = useRef(newest?.id ?? 0);
  useEffect(() => {
    if (!newest || newest.id <= seen.current) return;
    seen.current = newest.id;
    if (newest.from_me) return;
    const body = newest.text || (newest.kind === 'photo' ? t('list.last_photo') : t('list.last_gift'));
    setText(`${t('conversation.from_partner', { name: partnerName })} ${body}`);
  }, [newest, partnerName, t]);
  return text;
}

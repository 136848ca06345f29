import { type ChatMessage, formatDate, useLocale } from '@amora/shared';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../hooks/use-thread';
import { MessageBubble, PendingBubble } from './message-bubble';

/** Props of {@link ThreadView}. */
export interface ThreadViewProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  partnerName: string;
  /** Older messages exist: shows "Show earlier messages". */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (item: PendingMessage) => void;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The messages of a conversation (spec §2 chat layout), oldest first, with a date line where the
 * day changes, the pending and failed sends at the end, and a button that pages back. The newest
 * message stays in view when one arrives; loading older ones keeps the place the member reads.
 */
export function ThreadView({ messages, pending, partnerName, hasOlder, loadingOlder, onLoadOlder, onRetry }: ThreadViewProps) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const list = useRef<HTMLDivElement>(null);
  const last = useRef({ newest: 0, height: 0, count: 0 });

  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const newest = messages.at(-1)?.id ?? 0;
    const count = messages.length + pending.length;
    if (newest !== last.current.newest || count > last.current.count) {
      const grewAtTop = newest === last.current.newest && last.current.height > 0;
      // Older messages were put on top: keep the same message under the reader's eyes.
      box.scrollTop = grewAtTop ? box.scrollHeight - last.current.height + box.scrollTop : box.scrollHeight;
    }
    last.current = { newest, height: box.scrollHeight, count };
  }, [messages, pending]);

  if (messages.length === 0 && pending.length === 0) {
    return (
      <div className="text-center text-body-secondary py-5 px-3 flex-grow-1">
        <p className="mb-0">{t('conversation.empty', { name: partnerName })}</p>
      </div>
    );
  }
  return (
    <div ref={list} className="flex-grow-1 overflow-auto py-2" style={{ maxHeight: '60vh' }} tabIndex={-1}>
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
            {(index === 0 || day(messages[index - 1]?.created_at ?? '') !== day(message.created_at)) && (
              <li className="text-center small text-body-secondary my-2" aria-hidden="true">
                {formatDate(message.created_at, locale, { dateStyle: 'medium' })}
              </li>
            )}
            <MessageBubble message={message} partnerName={partnerName} />
          </Fragment>
        ))}
        {pending.map((item) => (
          <PendingBubble key={item.client_message_id} text={item.text} failed={item.status === 'failed'} onRetry={() => onRetry(item)} />
        ))}
      </ol>
    </div>
  );
}

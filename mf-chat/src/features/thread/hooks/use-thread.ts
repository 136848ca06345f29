import type { ChatMessage } from '@amora/shared';
import { useInfiniteQuery } from '@amora/shared/query';
import { useCallback, useMemo } from 'react';
import { type ThreadTarget, threadMessages, threadQueryOptions } from '../api/get-thread';
import { useLiveMessages } from './use-live-messages';
import { useReadMarks } from './use-read-marks';
import { useSendMessage } from './use-send-message';

export type { Outgoing, PendingMessage, SendRefusal } from './use-send-message';

/**
 * One conversation's state and actions (spec §3, §4; docs/design.md §7): the thread
 * (`threadQueryOptions`, older pages with `query.fetchNextPage()`), sending with pending bubbles
 * (`useSendMessage`), live messages from the bus (`useLiveMessages`) and read marks on the server
 * when it opens with unread messages and for each partner message while it is open
 * (`useReadMarks`).
 * @param enabled false while the member is logged out or the id is not valid (no request).
 * @param on `onSent(message)` after a message was stored, `onRead(conversation)` after a read mark
 * was stored: the screen keeps the chat list in step (this feature does not own it).
 * @returns `{query, conversation, messages, pending, refusal, send, retry, refuse}` (`refuse(code)`
 * shows a refusal found before sending, e.g. a photo too large): `messages` oldest
 * first; `pending` the bubbles not stored yet, without those a stored message already stands for.
 */
export function useThread(target: ThreadTarget, enabled: boolean, on: { onSent?: (message: ChatMessage) => void; onRead?: (conversation: number) => void } = {}) {
  const query = useInfiniteQuery({ ...threadQueryOptions(target), enabled });
  const conversation = query.data?.pages[0]?.conversation ?? null;
  const messages = useMemo(() => threadMessages(query.data), [query.data]);
  const { pending: sending, refusal, send, retry, refuse, settle } = useSendMessage(target, on.onSent);
  const markSeen = useReadMarks(conversation?.id ?? null, conversation?.num_unread_messages ?? 0, on.onRead);

  useLiveMessages(
    target,
    useCallback(
      (message: ChatMessage) => {
        settle(message);
        if (!message.from_me) markSeen(message.id);
      },
      [settle, markSeen],
    ),
  );

  // A stored message may arrive (live or in a reload) before its send's answer: show it once.
  const pending = useMemo(() => {
    const stored = new Set(messages.map((m) => m.client_message_id).filter(Boolean));
    return sending.filter((p) => !stored.has(p.client_message_id));
  }, [messages, sending]);

  return { query, conversation, messages, pending, refusal, send, retry, refuse };
}

import { ApiError, bus, useUser } from '@amora/shared';
import { useInfiniteQuery, useQueryClient } from '@amora/shared/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ThreadTarget, addMessage, threadMessages, threadQueryOptions } from '../api/get-thread';
import { markRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';

/** A message on its way: shown at once, `failed` after a network error or 5xx (then Retry sends the same id again). */
export interface PendingMessage {
  client_message_id: string;
  text: string;
  status: 'sending' | 'failed';
}

/** Why a send was refused without a bubble: the draft stays in the composer (spec §8). */
export type SendRefusal = { code: string; limit?: number } | null;

/** The API's refusals that keep the draft (the message was not stored); anything else may have been lost on the way. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * One conversation's state and actions (spec §3, §4; DESIGN.md §7): the thread
 * (`threadQueryOptions`), older pages on demand, sending with optimistic bubbles, and live
 * messages from the bus. Opening it, and each partner message while it is open, sets the unread
 * count to 0 on the server (`markRead`) and in the chat list (`chats:refresh`).
 * `send(text)` resolves `true` when the composer may clear its draft (sent, or held by a failed
 * bubble with Retry), `false` when the API refused it (`refusal` says why; nothing was stored).
 */
export function useThread(target: ThreadTarget, enabled: boolean) {
  const client = useQueryClient();
  const query = useInfiniteQuery({ ...threadQueryOptions(target), enabled });
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [refusal, setRefusal] = useState<SendRefusal>(null);
  const conversation = query.data?.pages[0]?.conversation ?? null;
  const messages = threadMessages(query.data);
  const memberId = useUser((u) => u?.id ?? null);

  // Read marks: once per unread state seen (opening, and each live message from the partner).
  const conversationId = conversation?.id ?? null;
  const unread = conversation?.num_unread_messages ?? 0;
  const marked = useRef<string | null>(null);
  const read = useCallback(
    (id: number, reason: string) => {
      if (marked.current === reason) return;
      marked.current = reason;
      markRead(id).then(
        () => bus.emit('chats:refresh', {}),
        () => undefined, // the next opening tries again; the badge follows the server on refresh
      );
    },
    [],
  );
  useEffect(() => {
    if (conversationId !== null && unread > 0) read(conversationId, `open-${conversationId}`);
  }, [conversationId, unread, read]);

  // Live messages of this conversation (also the member's own, from another tab).
  useEffect(() => {
    const sub = bus.on('chat:message').subscribe(({ message }) => {
      const current = client.getQueryData(threadQueryOptions(target).queryKey)?.pages[0]?.conversation;
      if (!current || current.id !== message.conversation_id) return;
      addMessage(client, target, message);
      setPending((list) => list.filter((p) => p.client_message_id !== message.client_message_id));
      if (!message.from_me) read(message.conversation_id, `message-${message.id}`);
    });
    return () => sub.unsubscribe();
  }, [client, target, read]);

  const deliver = useCallback(
    async (item: PendingMessage): Promise<boolean> => {
      setPending((list) => [...list.filter((p) => p.client_message_id !== item.client_message_id), { ...item, status: 'sending' }]);
      try {
        const id = client.getQueryData(threadQueryOptions(target).queryKey)?.pages[0]?.conversation.id ?? null;
        const to = id !== null ? { conversation: id } : { [target.by]: target.id };
        const { message, credits } = await sendMessage({ ...to, client_message_id: item.client_message_id, kind: 'text', text: item.text });
        addMessage(client, target, message);
        setPending((list) => list.filter((p) => p.client_message_id !== item.client_message_id));
        const user = bus.auth$.value;
        if (user && user.id === memberId && user.credits !== credits) {
          bus.auth$.next({ ...user, credits });
          bus.emit('credits:changed', { credits });
        }
        bus.emit('chats:refresh', {});
        return true;
      } catch (error) {
        if (isRefusal(error)) {
          setPending((list) => list.filter((p) => p.client_message_id !== item.client_message_id));
          setRefusal({ code: error.code, limit: typeof error.body.limit === 'number' ? error.body.limit : undefined });
          return false;
        }
        setPending((list) => list.map((p) => (p.client_message_id === item.client_message_id ? { ...p, status: 'failed' } : p)));
        return true;
      }
    },
    [client, target, memberId],
  );

  const send = useCallback(
    (text: string) => {
      setRefusal(null);
      return deliver({ client_message_id: crypto.randomUUID(), text, status: 'sending' });
    },
    [deliver],
  );
  const retry = useCallback((item: PendingMessage) => void deliver(item), [deliver]);

  return { query, conversation, messages, pending, refusal, send, retry };
}

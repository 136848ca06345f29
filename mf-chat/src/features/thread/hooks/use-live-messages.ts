import { type ChatMessage, bus } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useEffect, useRef } from 'react';
import { type ThreadTarget, addMessage, threadQueryOptions } from '../api/get-thread';

/**
 * Live messages of the open conversation (docs/design.md §7): every bus `chat:message` of this
 * conversation (the partner's, and the member's own from another tab) is added to the cached
 * thread once (by id; `addMessage`), then `onMessage` is called with it (the caller drops a
 * pending bubble with the same `client_message_id` and marks a partner message read). A thread
 * not started yet (`/members/{id}/chat`, conversation id null) is reloaded on any message, since
 * a message does not say who its partner is.
 */
export function useLiveMessages(target: ThreadTarget, onMessage: (message: ChatMessage) => void): void {
  const client = useQueryClient();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const sub = bus.on('chat:message').subscribe(({ message }) => {
      const conversation = client.getQueryData(threadQueryOptions(target).queryKey)?.pages[0]?.conversation;
      if (!conversation) return;
      if (conversation.id === null) {
        void client.invalidateQueries({ queryKey: threadQueryOptions(target).queryKey });
        return;
      }
      if (conversation.id !== message.conversation_id) return;
      addMessage(client, target, message);
      handler.current(message);
    });
    return () => sub.unsubscribe();
  }, [client, target]);
}

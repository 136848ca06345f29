import { type ChatListEntry, type ChatMessage, bus } from '@amora/shared';
import { queryKeys, useQueryClient } from '@amora/shared/query';
import { useMemo } from 'react';
import { updateChats } from '../api/get-chats';
import { chatsAfterRead, chatsAfterSend } from '../chat-list-updates';

/**
 * Keeps the conversation overview (cache `['chats']` and `bus.chats$`, so the nav badge) in step
 * with what the open conversation did (spec §2, §4):
 * - `afterSend(message)`: the conversation moves to the top with the sent message as its last one;
 *   a conversation the list does not hold yet (the first message) reloads the list (`chats:refresh`).
 * - `afterRead(conversation)`: its unread count is 0, and the list is reloaded, since a load under
 *   way may predate the read mark.
 */
export function useChatListUpdates() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      afterSend(message: ChatMessage): void {
        const listed = (bus.chats$.value ?? client.getQueryData<ChatListEntry[]>(queryKeys.chats()))?.some((c) => c.id === message.conversation_id);
        if (listed) updateChats(client, (chats) => chatsAfterSend(chats, message));
        else bus.emit('chats:refresh', {});
      },
      afterRead(conversation: number): void {
        updateChats(client, (chats) => chatsAfterRead(chats, conversation));
        bus.emit('chats:refresh', {});
      },
    }),
    [client],
  );
}

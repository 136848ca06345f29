import { type ChatListEntry, bus } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useEffect, useRef } from 'react';
import { updateChats } from '../api/get-chats';

/**
 * Opening a conversation sets its unread count to 0 (spec §4): locally in the cached chat list and
 * on the bus (so the nav badge drops) whenever the open conversation has unread messages, and
 * announces `chat:opened` once per opened conversation so the shell can tell the API.
 * @param entry the open conversation's list entry, or null when there is none.
 */
export function useMarkRead(entry: ChatListEntry | null): void {
  const client = useQueryClient();
  const announced = useRef<number | null>(null);
  const id = entry?.id ?? null;
  const unread = entry?.num_unread_messages ?? 0;

  useEffect(() => {
    if (id === null) return;
    if (unread > 0) updateChats(client, (chats) => chats.map((c) => (c.id === id ? { ...c, num_unread_messages: 0 } : c)));
    if (announced.current !== id) {
      announced.current = id;
      bus.emit('chat:opened', { conversation: id });
    }
  }, [client, id, unread]);
}

import type { ChatListEntry, ChatMessage } from '@amora/shared';

/**
 * The chat list after the member sent `message` (spec §2 overview: newest conversation first):
 * its entry gets the message as `last_message` and moves to the top. A list without the
 * conversation (a new one) is returned unchanged; the caller reloads it instead.
 * @param chats the list, newest first.
 * @param message the stored message (`from_me` true).
 */
export function chatsAfterSend(chats: ChatListEntry[], message: ChatMessage): ChatListEntry[] {
  const entry = chats.find((c) => c.id === message.conversation_id);
  if (!entry) return chats;
  const updated: ChatListEntry = {
    ...entry,
    last_message: { kind: message.kind, text: message.text, created_at: message.created_at, from_me: true },
    updated_at: message.created_at,
  };
  return [updated, ...chats.filter((c) => c !== entry)];
}

/** The chat list with the unread count of `conversation` set to 0 (spec §4 "opening a conversation sets its unread count to 0"). */
export function chatsAfterRead(chats: ChatListEntry[], conversation: number): ChatListEntry[] {
  return chats.some((c) => c.id === conversation && c.num_unread_messages > 0)
    ? chats.map((c) => (c.id === conversation ? { ...c, num_unread_messages: 0 } : c))
    : chats;
}

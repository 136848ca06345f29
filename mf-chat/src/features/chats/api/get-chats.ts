import { type ChatListEntry, api } from '@amora/shared';

/**
 * `GET /api/chats.php` (spec §7): the member's conversation overview.
 * @returns the chat list entries, newest first as the API orders them.
 * @throws ApiError (403 `authentication_required` when logged out).
 */
export async function getChats(): Promise<ChatListEntry[]> {
  const result = await api.get<{ chats: ChatListEntry[] }>('/api/chats.php');
  return result.chats;
}

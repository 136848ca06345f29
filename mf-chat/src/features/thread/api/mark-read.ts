import { api } from '@amora/shared';

/**
 * `PUT /api/chat.php?read=1 {conversation}` (spec §4: opening a conversation sets its unread
 * count to 0): on the server, so the count stays 0 after a reload. Idempotent.
 * @throws ApiError 404 when it is not one of the member's conversations.
 */
export async function markRead(conversation: number): Promise<void> {
  await api.put<{ ok: true }>('/api/chat.php?read=1', { conversation });
}

import { api } from '@amora/shared';

/**
 * `DELETE /api/chat.php` with body `{conversation}` (spec §7): removes one conversation.
 * @param conversation the conversation id (ChatListEntry.id).
 * @throws ApiError when the API refuses or cannot be reached (spec §8).
 */
export async function deleteConversation(conversation: number): Promise<void> {
  await api.delete<{ ok: true }>('/api/chat.php', { conversation });
}

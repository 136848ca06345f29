import { api } from '@amora/shared';
import { queryKeys, useMutation, useQueryClient } from '@amora/shared/query';
import { updateChats } from './get-chats';

/**
 * `DELETE /api/chat.php` with body `{conversation}` (spec §7): removes one conversation.
 * @param conversation the conversation id (ChatListEntry.id).
 * @throws ApiError when the API refuses (404 `not_found`) or cannot be reached (spec §8); never
 * retried, a DELETE carries no idempotency key.
 */
export async function deleteConversation(conversation: number): Promise<void> {
  await api.delete<{ ok: true }>('/api/chat.php', { conversation });
}

/**
 * Removes a conversation the way spec §4 and §8 require: from the cached list and the bus first (so
 * the list and the nav badge update at once), then `deleteConversation`. When the call fails the
 * chat list (`['chats']`) is reloaded from the API; the caller shows the error (`mutate(id,
 * {onError})`, a browser alert).
 */
export function useDeleteConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onMutate: async (conversation: number) => {
      // A load under way would bring the conversation back: cancel it, then remove locally.
      const cancelled = client.cancelQueries({ queryKey: queryKeys.chats() });
      updateChats(client, (chats) => chats.filter((c) => c.id !== conversation));
      await cancelled;
    },
    onError: () => client.invalidateQueries({ queryKey: queryKeys.chats(), refetchType: 'all' }),
  });
}

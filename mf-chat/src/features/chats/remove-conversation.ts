import { bus } from '@amora/shared';
import { deleteConversation } from './api/delete-conversation';
import { getChats } from './api/get-chats';

/**
 * Removes a conversation the way spec §4 and §8 require: from the local list first (so the
 * list and the nav badge update at once), then `DELETE /api/chat.php`. When the call fails,
 * `onError` shows the error (a browser alert) and the chat list is reloaded from the API.
 * @param conversation the conversation id.
 * @param onError called with the ApiError before the reload.
 */
export async function removeConversation(conversation: number, onError: (error: unknown) => void): Promise<void> {
  const current = bus.chats$.value;
  if (current) bus.chats$.next(current.filter((c) => c.id !== conversation));
  try {
    await deleteConversation(conversation);
  } catch (error) {
    onError(error);
    try {
      bus.chats$.next(await getChats());
    } catch {
      // The shell's refresh loop (spec §9) brings the list back on its next tick.
      bus.emit('chats:refresh', {});
    }
  }
}

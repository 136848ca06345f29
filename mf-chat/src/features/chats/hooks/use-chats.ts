import { type ChatListEntry, bus, useBusResource } from '@amora/shared';
import { getChats } from '../api/get-chats';

export interface ChatsState {
  /** The conversation overview from `bus.chats$`; `null` until it is known. */
  chats: ChatListEntry[] | null;
  /** The error of the first load, if it failed (the list stays `null`). */
  error: unknown;
  /** Tries the first load again. */
  retry: () => void;
}

/**
 * The conversation overview (spec §7 `GET /api/chats.php`) from `bus.chats$`, loaded once when the
 * shell has not published it yet. Callers show progress only while `chats` is `null`.
 */
export function useChats(): ChatsState {
  const { value, error, retry } = useBusResource(bus.chats$, getChats);
  return { chats: value, error, retry };
}

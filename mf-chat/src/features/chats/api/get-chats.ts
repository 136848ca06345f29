import { type ChatListEntry, api, bus, computeBadges } from '@amora/shared';
import { type QueryClient, queryKeys, queryOptions, useBusQuery } from '@amora/shared/query';

/**
 * `GET /api/chats.php` (spec §7): the member's conversation overview.
 * @returns the chat list entries (`{id, profile_id, profile, num_unread_messages, last_message,
 * updated_at}`, spec §3 "Conversation"), newest first as the API orders them.
 * @throws ApiError (403 `authentication_required` when logged out; `network_error` after the
 * client's retries, spec §8).
 */
export async function getChats(): Promise<ChatListEntry[]> {
  const result = await api.get<{ chats: ChatListEntry[] }>('/api/chats.php');
  return result.chats;
}

/**
 * Publishes a chat list for the other apps (docs/design.md §1): `bus.chats$` and the navigation badges
 * derived from it (`bus.badges$`, unread = Σ num_unread_messages, spec §2).
 */
export function publishChats(chats: ChatListEntry[]): void {
  bus.chats$.next(chats);
  bus.badges$.next(computeBadges(chats, bus.likes$.value, bus.auth$.value));
}

/**
 * The conversation overview as a query (key `queryKeys.chats()`, which `chats:refresh` invalidates): a fresh answer of `getChats` is published
 * on the bus (`publishChats`). A list the shell already published is taken as the initial data, so
 * opening `/chats` after the shell's refresh (spec §9) sends no request.
 */
export function chatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.chats(),
    queryFn: async () => {
      const chats = await getChats();
      publishChats(chats);
      return chats;
    },
    initialData: () => bus.chats$.value ?? undefined,
  });
}

/**
 * Changes the cached chat list locally (mark read, optimistic removal, spec §4) and publishes the
 * result, so the list and the nav badge update at once. Does nothing while no list is known.
 */
export function updateChats(client: QueryClient, update: (chats: ChatListEntry[]) => ChatListEntry[]): void {
  // The bus holds the newest list: every load publishes there, and so does the shell's refresh.
  const current = bus.chats$.value ?? client.getQueryData<ChatListEntry[]>(queryKeys.chats());
  if (!current) return;
  const next = update(current);
  client.setQueryData(queryKeys.chats(), next);
  publishChats(next);
}

/**
 * The conversation overview (`chatsQueryOptions`), loaded when neither the cache nor the bus has it
 * (logged-out visitors send no request). It follows lists the shell publishes on `bus.chats$` (its
 * refresh loop, spec §9). Callers show progress only while `chats` is `null` (spec §7).
 * @returns `{chats, error, retry}` (see `useBusQuery`).
 */
export function useChats() {
  const { data, error, retry } = useBusQuery(chatsQueryOptions(), bus.chats$);
  return { chats: data, error, retry };
}

import { api } from '@amora/shared';
import { type InfiniteData, type QueryClient, infiniteQueryOptions } from '@amora/shared/query';
import type { ChatMessage, ChatResponse } from '@amora/contracts';

/** Which thread a screen shows: `/chats/{id}` by conversation id, `/members/{id}/chat` by the partner's profile id. */
export interface ThreadTarget {
  by: 'conversation' | 'profile';
  id: number;
}

/** Messages per page (the API's default; it allows up to 100). */
export const THREAD_PAGE_SIZE = 30;

/**
 * `GET /api/chat.php?conversation=|profile=[&before=][&limit=]` (spec §3 Conversation, §7): the
 * conversation (partner, `can_reply` and why not) and one page of messages, oldest first, with
 * `has_more` when older ones exist. A profile without a conversation yet answers `id: null` and no
 * messages. Reading marks nothing read (see `markRead`).
 * @param before a message id: only older messages.
 * @throws ApiError 404 `not_found`, 403 `blocked` (the partner blocked the member), 403 `authentication_required`.
 */
export function getThread(target: ThreadTarget, before?: number, signal?: AbortSignal): Promise<ChatResponse> {
  return api.get<ChatResponse>('/api/chat.php', { [target.by]: target.id, before, limit: THREAD_PAGE_SIZE }, { signal });
}

/**
 * The thread as an infinite query, key `['chat', by, id]`: the first page holds the newest messages,
 * each next page older ones (`before` = the oldest id shown).
 */
export function threadQueryOptions(target: ThreadTarget) {
  return infiniteQueryOptions({
    queryKey: ['chat', target.by, target.id],
    queryFn: ({ pageParam, signal }) => getThread(target, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.messages[0]?.id : undefined),
  });
}

/** The thread's messages, oldest first, from every loaded page. */
export function threadMessages(data: InfiniteData<ChatResponse> | undefined): ChatMessage[] {
  return data ? data.pages.toReversed().flatMap((page) => page.messages) : [];
}

/**
 * Adds a message to a cached thread once (by id): a sent message or one that arrived live; a
 * message with a known id replaces the cached one (a photo's review). A new conversation takes its
 * id from the message.
 */
export function addMessage(client: QueryClient, target: ThreadTarget, message: ChatMessage): void {
  client.setQueryData(threadQueryOptions(target).queryKey, (data) => {
    if (!data) return data;
    // Known already: replaced (a photo's review changes its status), never added twice.
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) })) };
    }
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const conversation = { ...newest.conversation, id: newest.conversation.id ?? message.conversation_id };
    return { ...data, pages: [{ ...newest, conversation, messages: [...newest.messages, message] }, ...older] };
  });
}

/**
 * Changes the cached conversation of a thread (spec §4): a send refused with 403
 * `partner_unconfirmed` / `blocked` turns `can_reply` off, so the screen shows why instead of the
 * composer. Does nothing while the thread is not loaded.
 */
export function patchConversation(client: QueryClient, target: ThreadTarget, patch: Partial<ChatResponse['conversation']>): void {
  client.setQueryData(threadQueryOptions(target).queryKey, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    return { ...data, pages: [{ ...newest, conversation: { ...newest.conversation, ...patch } }, ...older] };
  });
}

import { type ChatListEntry, type LikesState, api, bus } from '@amora/shared';

/** The lists mf_chat and mf_likes keep under `queryKeys.chats()` / `queryKeys.likes()` of `@amora/shared/query`. */
type ListKey = 'chats' | 'likes';

/**
 * Whether an app on the page currently shows the list: an active query of the page's query client
 * under `queryKeys[key]()`. Such a query is refetched by the bus event itself (`connectBus` of
 * `@amora/shared/query`), so the shell stays out. The query module is imported lazily: the visitor
 * landing page never loads it, and members' pages have it already.
 */
async function ownedByAnApp(key: ListKey): Promise<boolean> {
  const { queryClient, queryKeys } = await import('@amora/shared/query');
  return queryClient.getQueryCache().findAll({ queryKey: queryKeys[key](), type: 'active' }).length > 0;
}

/**
 * The shell's one fallback for the navigation badges (spec §2 unread messages, new likes): the
 * counts come from the lists `GET /api/chats.php` and `GET /api/likes.php`, which mf_chat and
 * mf_likes load while they are mounted. On other pages no app would answer `chats:refresh` /
 * `likes:refresh`, so the shell loads the list then and publishes it on `bus.chats$` /
 * `bus.likes$` (the badges follow, see `startRefreshLoop`; the apps take a published list as their
 * initial data). Only for a logged-in member; a failed load keeps the last known list.
 * @returns a function that stops listening.
 */
export function startBadgeLists(): () => void {
  const load = async <T>(key: ListKey, fetchList: () => Promise<T>, publish: (list: T) => void) => {
    if (!bus.auth$.value) return;
    try {
      if (await ownedByAnApp(key)) return;
      const list = await fetchList();
      if (bus.auth$.value) publish(list);
    } catch {
      // The next refresh (spec §9) tries again; the badges keep their last counts meanwhile.
    }
  };
  const subs = [
    bus.on('chats:refresh').subscribe(() =>
      load('chats', async () => (await api.get<{ chats: ChatListEntry[] }>('/api/chats.php')).chats, (chats) => bus.chats$.next(chats)),
    ),
    bus.on('likes:refresh').subscribe(() => load('likes', () => api.get<LikesState>('/api/likes.php'), (likes) => bus.likes$.next(likes))),
  ];
  return () => {
    for (const s of subs) s.unsubscribe();
  };
}

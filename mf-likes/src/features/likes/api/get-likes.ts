import { type LikesState, api, bus, computeBadges } from '@amora/shared';
import { type QueryClient, queryKeys, queryOptions, useBusQuery } from '@amora/shared/query';

/**
 * `GET /api/likes.php` (spec §7): the member's three likes lists.
 * @returns `{likes, liked_by, matches}` (spec §3 "Like entry"): profiles the member liked, who
 * liked the member (with `like_new` and `liked_at`), mutual likes.
 * @throws ApiError (403 `authentication_required` when logged out; `network_error` after the
 * client's retries, spec §8).
 */
export function getLikes(): Promise<LikesState> {
  return api.get<LikesState>('/api/likes.php');
}

/**
 * Publishes the likes lists for the other apps (docs/design.md §1): `bus.likes$` and the navigation
 * badges derived from them (`bus.badges$`, newLikes = liked_by entries with `like_new`, spec §2).
 */
export function publishLikes(likes: LikesState): void {
  bus.likes$.next(likes);
  bus.badges$.next(computeBadges(bus.chats$.value, likes, bus.auth$.value));
}

/**
 * The likes lists as a query (key `queryKeys.likes()`, which `likes:refresh` invalidates): a fresh answer of `getLikes` is published on the
 * bus (`publishLikes`). Lists the shell already published are the initial data, so opening
 * `/likes` after the shell's refresh (spec §9) sends no request.
 */
export function likesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.likes(),
    queryFn: async () => {
      const likes = await getLikes();
      publishLikes(likes);
      return likes;
    },
    initialData: () => bus.likes$.value ?? undefined,
  });
}

/**
 * Changes the likes lists locally (a new like opened, spec §4) in the cache and on the bus, so the
 * cards and the nav badge update at once. Does nothing while no lists are known.
 */
export function updateLikes(client: QueryClient, update: (likes: LikesState) => LikesState): void {
  // The bus holds the newest lists: every load publishes there, and so does the shell's refresh.
  const current = bus.likes$.value ?? client.getQueryData<LikesState>(queryKeys.likes());
  if (!current) return;
  const next = update(current);
  client.setQueryData(queryKeys.likes(), next);
  publishLikes(next);
}

/**
 * The likes lists (`likesQueryOptions`), loaded when neither the cache nor the bus has them
 * (logged-out visitors send no request). They follow lists the shell publishes on `bus.likes$`
 * (its refresh loop, spec §9). Callers show progress only while `likes` is `null` (spec §7).
 * @returns `{likes, error, retry}` (see `useBusQuery`).
 */
export function useLikes() {
  const { data, error, retry } = useBusQuery(likesQueryOptions(), bus.likes$);
  return { likes: data, error, retry };
}

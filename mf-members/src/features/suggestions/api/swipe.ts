import { api } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/** The member's swipe-game likes today (spec §6: 4 per day): left, per day, and when the day resets (ISO 8601). */
export interface SwipeQuota {
  likes_left: number;
  likes_per_day: number;
  resets_at: string;
}

/** Answer of `POST /api/swipe.php`: the likes left, the reset time, and whether a like made a match. */
export interface SwipeResult {
  likes_left: number;
  resets_at: string;
  match: boolean;
}

/**
 * `GET /api/swipe.php` (login) → today's swipe likes; the day is the member's local day (`users.timezone`).
 * @throws ApiError — 403 `authentication_required`.
 */
export function getSwipeQuota(signal?: AbortSignal): Promise<SwipeQuota> {
  return api.get<SwipeQuota>('/api/swipe.php', undefined, { signal });
}

/**
 * `POST /api/swipe.php {profile, like}` (login): likes (`like: true`) or passes a suggested member.
 * A pass is never limited.
 * @throws ApiError — 429 `swipe_limit` (body `resets_at`) for a like beyond 4 today; 403 `blocked`; 404.
 */
export function swipe(profile: number, like: boolean): Promise<SwipeResult> {
  return api.post<SwipeResult>('/api/swipe.php', { profile, like });
}

/** `getSwipeQuota` as a query, key `['swipe-quota']`; each swipe's answer is written into it. */
export function swipeQuotaQueryOptions() {
  return queryOptions({ queryKey: ['swipe-quota'], queryFn: ({ signal }) => getSwipeQuota(signal) });
}

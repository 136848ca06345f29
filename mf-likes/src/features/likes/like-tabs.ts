import type { LikesState, LikesType } from '@amora/shared';

/** A likes list as its URL segment (`/likes/{type}`, the route table's LIKES_TYPES) and its field in `GET /api/likes.php` (spec §2, §7). */
export interface LikeTab {
  type: LikesType;
  list: keyof LikesState;
}

/** The three lists in tab order; `liked-me` is the default of `/likes`. */
export const LIKE_TABS: readonly LikeTab[] = [
  { type: 'liked-me', list: 'liked_by' },
  { type: 'my-likes', list: 'likes' },
  { type: 'matches', list: 'matches' },
];

/** The tab of a `/likes/{type}` segment: `liked-me` when absent, undefined for an unknown type. */
export function findTab(type: string | undefined): LikeTab | undefined {
  return LIKE_TABS.find((tab) => tab.type === (type ?? 'liked-me'));
}

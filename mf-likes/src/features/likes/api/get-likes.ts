import { type LikesState, api } from '@amora/shared';

/**
 * `GET /api/likes.php` (spec §7): the member's three likes lists.
 * @returns `{likes, liked_by, matches}`: profiles the member liked, who liked the member (with `like_new`), mutual likes.
 * @throws ApiError (403 `authentication_required` when logged out).
 */
export function getLikes(): Promise<LikesState> {
  return api.get<LikesState>('/api/likes.php');
}

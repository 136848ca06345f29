/**
 * The one like call of mf_members (issue 10): the profile page, the search results' hearts and the
 * match finder like and unlike through these two functions; the swipe game answers through
 * `POST /api/swipe.php`, which counts its daily likes and stores the like with the same
 * repository function on the server.
 */
import { api } from '@amora/shared';

/** Answer of `POST /api/likes.php`: the like is stored; `match` when the member liked the viewer too. */
export interface LikeResult {
  liked: true;
  match: boolean;
}

/**
 * `POST /api/likes.php {profile}` (login, spec §4 like states): likes a member; idempotent.
 * @throws ApiError — 403 `blocked` when either side blocked the other, 404 for an unknown or invisible profile.
 */
export function likeProfile(profile: number): Promise<LikeResult> {
  return api.post<LikeResult>('/api/likes.php', { profile });
}

/** `DELETE /api/likes.php {profile}` (login): takes a like back. @throws ApiError as {@link likeProfile}. */
export function unlikeProfile(profile: number): Promise<{ liked: false }> {
  return api.delete<{ liked: false }>('/api/likes.php', { profile });
}

/** Members, likes, chats, blocks, notes, reports, photos and the swipe game (spec §7): response bodies. */
import { z } from 'zod';
import { chatListEntry, image, likesState, memberSearchResult, notificationsState, ownPhotos, profile, swipeState } from '../entities';

export const membersResponse = memberSearchResult;
/** `GET /api/suggestions.php` → profiles for the match finder. */
export const suggestionsResponse = z.object({ profiles: z.array(profile) });
/** `GET /api/chats.php` → the member's conversations, newest first. */
export const chatsResponse = z.object({ chats: z.array(chatListEntry) });
export const likesResponse = likesState;
/** `POST /api/likes.php` → liked, and whether it made a match (spec §4 like states). */
export const likeResponse = z.object({ liked: z.literal(true), match: z.boolean() });
/**
 * `GET /api/auto-like.php` (spec §3 "auto-like profile", §7): the match to announce in the match
 * modal — the newest match whose like of the member is still new — with `main_image.match`, the
 * path of the match-sized photo (image URL = `cdn_prefix` + that path); `null` when there is none.
 */
export const autoLikeResponse = z.object({
  profile: profile.extend({ main_image: image.extend({ match: z.string() }).nullable() }).nullable(),
});
/** `DELETE /api/likes.php` → no longer liked. */
export const unlikeResponse = z.object({ liked: z.literal(false) });
/** `GET /api/blocks.php` → the profiles the member blocked. */
export const blocksResponse = z.object({ profiles: z.array(profile) });
/** `PUT /api/notes.php` → the stored private note (null when cleared). */
export const notesResponse = z.object({ notes: z.string().nullable() });
export const notificationsResponse = notificationsState;
/** `POST /api/photos.php` → 201 the uploaded photo. */
export const photoResponse = z.object({ image });
export const ownPhotosResponse = ownPhotos;
export const swipeResponse = swipeState;
/** `POST /api/swipe.php` → likes left, next reset (ISO 8601) and whether a like made a match. */
export const swipeActionResponse = z.object({ likes_left: z.number().int(), resets_at: z.string(), match: z.boolean() });
export type AutoLikeResponse = z.infer<typeof autoLikeResponse>;
/** The profile of `GET /api/auto-like.php`, with the match-sized photo path. */
export type AutoLikeProfile = NonNullable<AutoLikeResponse['profile']>;

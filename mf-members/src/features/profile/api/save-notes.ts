import { api } from '@amora/shared';

/** Longest private note the API accepts (characters, after trimming). */
export const NOTES_MAX = 2000;

/**
 * `PUT /api/notes.php {profile, text}` (login; issue 4, settings `visible_profile_notes`) → the stored
 * private note about a member, trimmed, or null when the empty text deleted it.
 * @throws ApiError — 403 `notes_disabled` when the site has no profile notes, 404 for an unknown or
 *   invisible profile or a block between the two, 400 `invalid_request` for one's own profile or a bad text.
 */
export async function saveNotes(profile: number, text: string): Promise<string | null> {
  const body = await api.put<{ notes: string | null }>('/api/notes.php', { profile, text });
  return body.notes;
}

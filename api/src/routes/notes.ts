import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidRequest, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';

/** Longest private note, in characters (after trimming). */
export const NOTE_MAX_LENGTH = 2000;

const noteSchema = z.object({
  profile: z.number().int().positive(),
  text: z.string().trim().max(NOTE_MAX_LENGTH),
});

/**
 * `PUT /api/notes.php` (login; issue 4, spec §3 Settings `visible_profile_notes`)
 * `{profile: id, text: string}` → `{notes: string | null}`: saves the member's private note
 * about another member, shown only to him on that member's profile (`notes` of
 * `GET /api/profile.php`). `text` is trimmed, 0–2000 characters; empty deletes the note
 * (→ `{notes: null}`). 403 `notes_disabled` when the site's `visible_profile_notes` is off;
 * 400 invalid_request for a bad body or one's own profile; 404 not_found for an unknown,
 * deleted, invisible or disabled profile, or when a block stands between the two either way.
 */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.repos;

  app.put('/api/notes.php', async (request): Promise<{ notes: string | null }> => {
    const user = requireUser(request);
    if (!request.site.settings.visible_profile_notes) {
      throw new ApiError(403, 'notes_disabled', 'Profile notes are not available on this site.');
    }
    const input = parseInput(noteSchema, request.body);
    if (input.profile === user.profileId) {
      throw invalidRequest([{ path: 'body.profile', message: 'You cannot keep notes about yourself' }]);
    }
    if (!(await profiles.notable(user.profileId, input.profile))) throw notFound('Profile not found.');
    return { notes: await profiles.saveNote(user.profileId, input.profile, input.text) };
  });
};

export default notesRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';

const profileSchema = z.object({ profile: z.coerce.number().int().positive() });
const seenSchema = z.object({ profile: z.number().int().positive(), seen: z.literal(true) });

/** 403 `blocked`: one of the two members blocked the other. */

/**
 * `/api/likes.php` (login required, spec §4 "Like states: liked, received a like, match"):
 * - `GET` → `{likes: Profile[], liked_by: LikedByEntry[], matches: Profile[]}`: profiles the
 *   member liked, profiles that liked the member (with `like_new` and `liked_at`), and those
 *   liked both ways; newest first; invisible, disabled, deleted and blocked (either way) left out.
 * - `POST {profile}` → `{liked: true, match}` (idempotent): `match` when the other one liked the
 *   member too. 404 not_found for an unknown, invisible, disabled or own profile; 403 `blocked`.
 *   Live stream (in the like's transaction, only for a new like): `like` {profile: liked_by
 *   entry} to the liked member; on a match `match` {profile} to both, each the other's.
 * - `DELETE {profile}` (or `?profile=`) → `{liked: false}` (also when there was no like). Publishes
 *   nothing: the contract has no like-removal event; the other side sees it on its next refresh.
 * - `PUT {profile, seen: true}` → `{ok: true}`: clears `like_new` of that profile's like of the
 *   member (spec §4 "Opening a liked profile clears its new-like flag").
 */
const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { likes } = app.repos;

  app.get('/api/likes.php', async (request) => {
    const user = requireUser(request);
    return likes.state(user.profileId);
  });

  app.post('/api/likes.php', async (request): Promise<{ liked: true; match: boolean }> => {
    const user = requireUser(request);
    const { profile } = parseInput(profileSchema, request.body);
    const { match } = await likes.like(user.profileId, profile, { live: app.live });
    return { liked: true, match };
  });

  app.delete('/api/likes.php', async (request): Promise<{ liked: false }> => {
    const user = requireUser(request);
    const { profile } = parseInput(profileSchema, request.body ?? request.query);
    await likes.unlike(user.profileId, profile);
    return { liked: false };
  });

  app.put('/api/likes.php', async (request): Promise<{ ok: true }> => {
    const user = requireUser(request);
    const { profile } = parseInput(seenSchema, request.body);
    await likes.markSeen(user.profileId, profile);
    return { ok: true };
  });
};

export default likesRoutes;

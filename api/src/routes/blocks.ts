import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRequest, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import type { Profile } from '../types.js';

const profileSchema = z.object({ profile: z.coerce.number().int().positive() });

/**
 * `/api/blocks.php` (login required; spec §4 "A blocked user cannot see the blocker's profile
 * and sees a blocked notice"):
 * - `GET` → `{profiles: Profile[]}`: the members I blocked, most recent first.
 * - `POST {profile}` → `{ok: true}` (idempotent): from now on both sides are hidden from each
 *   other in search, suggestions, likes and chat lists, likes between them are refused (403
 *   `blocked`) and profile.php answers 403 `blocked` to the blocked one. 404 not_found for an
 *   unknown or deleted profile; 400 invalid_request for oneself.
 * - `DELETE {profile}` (or `?profile=`) → `{ok: true}`: lifts my block (idempotent).
 */
const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blocks } = app.repos;

  app.get('/api/blocks.php', async (request): Promise<{ profiles: Profile[] }> => {
    const user = requireUser(request);
    return { profiles: await blocks.list(user.profileId) };
  });

  app.post('/api/blocks.php', async (request): Promise<{ ok: true }> => {
    const user = requireUser(request);
    const { profile } = parseInput(profileSchema, request.body);
    if (profile === user.profileId) throw invalidRequest([{ path: 'body.profile', message: 'You cannot block yourself' }]);
    if (!(await blocks.exists(profile))) throw notFound('Profile not found.');
    await blocks.block(user.profileId, profile);
    return { ok: true };
  });

  app.delete('/api/blocks.php', async (request): Promise<{ ok: true }> => {
    const user = requireUser(request);
    const { profile } = parseInput(profileSchema, request.body ?? request.query);
    await blocks.unblock(user.profileId, profile);
    return { ok: true };
  });
};

export default blocksRoutes;

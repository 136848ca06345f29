import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';
import type { ProfileDetail } from '../types.js';
import { queryNumber } from './query.js';

/**
 * `GET /api/profile.php?id=` (public; spec §2 /members/{id}) → `{profile: Profile & {images:
 * Image[], interests: string[]}}`. Others see active images only; the owner sees all of them.
 * 404 not_found for missing, deleted, invisible or disabled profiles (except one's own).
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile.php',
    { schema: { querystring: z.object({ id: queryNumber(1, 2_147_483_647).pipe(z.number().int()) }) } },
    async (request): Promise<{ profile: ProfileDetail }> => {
      const profile = await app.repos.profiles.detail(request.query.id, request.user?.profileId ?? null);
      if (!profile) throw notFound('Profile not found.');
      return { profile };
    },
  );
};

export default profileRoutes;

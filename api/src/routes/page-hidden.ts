import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /api/page-hidden.php` (spec §7; empty JSON body sent by `navigator.sendBeacon` when the
 * page is hidden) → 204. Records `last_seen` for the logged-in member, if any. Accepts an empty
 * body, `{}` and text/plain (sendBeacon's default for strings).
 */
const pageHiddenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/page-hidden.php', async (request, reply) => {
    if (request.user) await app.repos.profiles.touchLastSeen(request.user.profileId);
    return reply.status(204).send();
  });
};

export default pageHiddenRoutes;

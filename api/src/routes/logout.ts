import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, sessionToken } from '../plugins/auth.js';

/** `GET /api/logout.php` (spec §7) → ends the session and expires the cookie; `{ok: true}` (also when logged out). */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/logout.php', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await app.repos.users.deleteSession(token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};

export default logoutRoutes;

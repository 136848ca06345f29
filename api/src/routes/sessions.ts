import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';
import { clearSessionCookie, requireUser, sessionToken } from '../plugins/auth.js';

const deleteQuery = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(), all: z.string().max(5).optional() });

/**
 * The member's sessions (issue 16 "Sessions"; login required, 403 authentication_required):
 * - `GET /api/sessions.php` → `{sessions: [{id, created_at, last_seen_at, user_agent, ip, current}]}`,
 *   the live ones (within the absolute and idle timeouts of AUTH), last used first.
 * - `DELETE /api/sessions.php?id=N` → `{ok: true}`: ends that session (404 not_found when it is
 *   not one of the member's; ending the current one also expires the cookie).
 * - `DELETE /api/sessions.php?all=1` → `{ok: true}`: log out everywhere, this browser included.
 */
const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, accounts } = app.repos;

  app.get('/api/sessions.php', async (request) => {
    const user = requireUser(request);
    return { sessions: await users.listSessions(user.id, sessionToken(request)) };
  });

  app.delete('/api/sessions.php', { schema: { querystring: deleteQuery } }, async (request, reply) => {
    const user = requireUser(request);
    const { id, all } = request.query;
    if (all !== undefined && all !== '0') {
      await accounts.endAllSessions(user.id);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    }
    if (id === undefined) throw notFound('No such session.');
    const ended = await users.deleteSessionById(user.id, id, sessionToken(request));
    if (!ended) throw notFound('No such session.');
    if (ended.current) clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};

export default sessionsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localePrefix } from '../services/account-rules.js';

/**
 * `GET /api/reactivate.php?token=` (the link of the deletion mail, spec §4 "reactivation possible
 * for 14 days"): restores the deleted account and its profile and redirects (302) to
 * `/login?reactivated=1` (`/{language}/login?reactivated=1` when the member's language is not the
 * site's default, as activation does). An unknown, expired or used token, or an account that is
 * not deleted, redirects to `/account-deleted?reactivation=failed`.
 */
const reactivateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.repos;
  app.get(
    '/api/reactivate.php',
    { schema: { querystring: z.object({ token: z.string().max(500).optional() }) } },
    async (request, reply) => {
      const consumed = await accounts.consumeToken(request.query.token ?? '', 'reactivation');
      if (!consumed || !(await accounts.reactivate(consumed.userId))) {
        return reply.redirect('/account-deleted?reactivation=failed', 302);
      }
      return reply.redirect(`${localePrefix(request.site, consumed.language)}/login?reactivated=1`, 302);
    },
  );
};

export default reactivateRoutes;

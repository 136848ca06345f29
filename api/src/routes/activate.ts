import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localePrefix } from '../services/account-rules.js';

/**
 * `GET /api/activate.php?token=` (the link of the activation mail): activates the account
 * (single-use token, 7 days), delivers the pending sign-up message and redirects (302) to
 * `/activate/done` (`/{language}/activate/done` when the member's language is not the site's
 * default); an unknown, expired or used token redirects to `/activate/error`.
 */
const activateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.repos;
  app.get(
    '/api/activate.php',
    { schema: { querystring: z.object({ token: z.string().max(500).optional() }) } },
    async (request, reply) => {
      const consumed = await accounts.consumeToken(request.query.token ?? '', 'activation');
      if (!consumed) return reply.redirect('/activate/error', 302);
      await accounts.activate(consumed.userId);
      return reply.redirect(`${localePrefix(request.site, consumed.language)}/activate/done`, 302);
    },
  );
};

export default activateRoutes;

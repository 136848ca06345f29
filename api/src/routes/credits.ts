import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditBundle } from '../types.js';

/**
 * `GET /api/credits.php` (public; spec §1 "buy credit bundles") → `{bundles: CreditBundle[]}`
 * of the site, smallest first; prices in cents of `currency`.
 */
const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/credits.php', async (request): Promise<{ bundles: CreditBundle[] }> => ({
    bundles: await app.repos.sites.creditBundles(request.site.id),
  }));
};

export default creditsRoutes;

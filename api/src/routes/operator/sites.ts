import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../plugins/operator-auth.js';

/**
 * `GET /api/operator/sites.php` (any signed-in operator; issue 31) → `{sites: [{id, domain, name,
 * language}]}` (`language`: the site's interface language, e.g. `de`):
 * the sites the operator may act on (all for an operator without a limit), by domain — the
 * console's site picker.
 */
const operatorSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/operator/sites.php', async (request) => {
    const actor = requireOperator(request, null);
    let query = app.db.selectFrom('sites').select(['id', 'domain', 'settings']).orderBy('domain');
    if (actor.siteIds) query = query.where('id', 'in', actor.siteIds.length > 0 ? actor.siteIds : [0]);
    const rows = await query.execute();
    return {
      sites: rows.map((r) => {
        const settings = r.settings as { name?: string; domain_language?: string };
        return { id: r.id, domain: r.domain, name: String(settings.name ?? r.domain), language: String(settings.domain_language ?? 'en').slice(0, 2) };
      }),
    };
  });
};

export default operatorSitesRoutes;

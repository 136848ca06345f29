import { ApiError } from '../errors.js';
import type { Site } from '../repositories/sites.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The white-label site of this request, from X-Forwarded-Host (trustProxy) or Host. */
    site: Site;
  }
}

/**
 * Plugin 6: resolves `request.site` from the request's host name (X-Forwarded-Host set by the
 * shell's proxy, else Host; port stripped); an unknown host falls back to the `localhost` site.
 * 503 `site_not_configured` when the database has no site at all (not seeded).
 */
export const sitePlugin = fp(async (app) => {
  // Set by the hook below before any handler runs; null only until then.
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (request) => {
    const site = await app.repos.sites.resolve(request.hostname || 'localhost');
    if (!site) throw new ApiError(503, 'site_not_configured', 'No site is configured; run the seed first.');
    request.site = site;
  });
}, { name: 'amora-site' });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildSettings } from '../services/settings.js';
import type { Settings } from '../types.js';

/**
 * `GET /api/settings.php` (public, spec §7) → the Settings object of the request's site (chosen
 * by X-Forwarded-Host / Host). `geoip_country` comes from the `X-Geo-Country` header when present.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/settings.php', async (request): Promise<Settings> => {
    const header = request.headers['x-geo-country'];
    return buildSettings(request.site, app.config, Array.isArray(header) ? header[0] : header);
  });
};

export default settingsRoutes;

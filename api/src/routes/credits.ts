import { currencyFor } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditBundle } from '../types.js';

/**
 * `GET /api/credits.php` (public; spec §1 "buy credit bundles") → `{bundles: CreditBundle[]}` of
 * the site in the currency the asker pays in (contract `currencyFor`: a member by the country of
 * their profile, a visitor by the `X-Geo-Country` header, else the site's default country), smallest first; prices in cents.
 */
const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/credits.php', async (request): Promise<{ bundles: CreditBundle[] }> => {
    const geo = request.headers['x-geo-country'];
    const country = request.user ? await app.repos.profiles.countryOf(request.user.profileId) : ((Array.isArray(geo) ? geo[0] : geo) ?? request.site.defaultCountry);
    return { bundles: await app.repos.sites.creditBundles(request.site.id, currencyFor(country)) };
  });
};

export default creditsRoutes;

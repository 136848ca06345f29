import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';
import { regionsOf } from '../geo/regions.js';
import type { RegionList } from '../types.js';
import { optionalQueryCode } from './query.js';

/**
 * `GET /api/regions.php[?country=NL]` (public, spec §3 "Regional label per country") →
 * `{regions: {[country]: {label, items: [{code, name}]}}}`: one country, or every country the
 * site serves. `code` is ISO 3166-2 (the `countryregion` of members.php). 404 for a country
 * without a region list.
 */
const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/regions.php',
    {
      schema: {
        querystring: z.object({
          country: optionalQueryCode(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code'),
        }),
      },
    },
    async (request) => {
      const countries = request.query.country ? [request.query.country] : request.site.settings.countries;
      const regions: Record<string, RegionList> = {};
      for (const country of countries) {
        const list = regionsOf(country);
        if (list) regions[country] = list;
        else if (request.query.country) throw notFound(`No regions for country ${country}.`);
      }
      return { regions };
    },
  );
};

export default regionsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';
import { nearestPlace } from '../geo/cities.js';
import { queryNumber } from './query.js';

/**
 * `GET /api/geocode.php?lat=&lon=` (public, spec §7) → the nearest populated place:
 * `{city, region, region_code, country, lat, lon}` (lat/lon of the place, degrees; region as in
 * Profile). 400 invalid_request when lat ∉ [-90, 90] or lon ∉ [-180, 180]; 404 not_found when no
 * place lies within 200 km.
 */
const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geocode.php',
    {
      schema: {
        querystring: z.object({ lat: queryNumber(-90, 90), lon: queryNumber(-180, 180) }),
      },
    },
    async (request) => {
      const place = await nearestPlace(request.query.lat, request.query.lon);
      if (!place) throw notFound('No place found near these coordinates.');
      return {
        city: place.city,
        region: place.region,
        region_code: place.region_code,
        country: place.country,
        lat: place.lat,
        lon: place.lon,
      };
    },
  );
};

export default geocodeRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRequest, notFound } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import type { Profile } from '../types.js';
import { MAX_AGE, MIN_AGE } from './members.js';
import { optionalQueryCode, optionalQueryEnum, optionalQueryInt } from './query.js';

/** Most suggestions one call returns. */
export const MAX_SUGGESTIONS = 50;

const querySchema = z.object({
  gender: optionalQueryEnum(['female', 'male']),
  country: optionalQueryCode(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code'),
  countryregion: optionalQueryCode(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'countryregion must be an ISO 3166-2 code'),
  min_age: optionalQueryInt(MIN_AGE, MAX_AGE),
  max_age: optionalQueryInt(MIN_AGE, MAX_AGE),
  numResults: optionalQueryInt(1, MAX_SUGGESTIONS),
});

/**
 * `GET /api/suggestions.php?gender=&country=&countryregion=&min_age=&max_age=&numResults=10`
 * (login; spec §2 /match-finder, /swipe-game) → `{profiles: Profile[]}`: visible profiles
 * matching the filters, online first, then newest; never the member, profiles he already liked
 * or swiped, nor profiles blocked either way. Without `gender`: the member's `looking_for`
 * ('both' = any), else the other gender than his own (any when unknown). Without `country`: any
 * country the site serves. numResults 1–50 (default 10); 400 invalid_request for bad parameters.
 */
const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/suggestions.php', { schema: { querystring: querySchema } }, async (request): Promise<{ profiles: Profile[] }> => {
    const user = requireUser(request);
    const q = request.query;
    const minAge = q.min_age ?? MIN_AGE;
    const maxAge = q.max_age ?? MAX_AGE;
    if (minAge > maxAge) throw invalidRequest([{ path: 'querystring.min_age', message: 'min_age must not exceed max_age' }]);
    const me = await app.repos.profiles.preferences(user.profileId);
    if (!me) throw notFound('Profile not found.');
    const defaultGender =
      me.looking_for === 'female' || me.looking_for === 'male'
        ? me.looking_for
        : me.looking_for === 'both'
          ? undefined
          : me.gender === 'female'
            ? 'male'
            : me.gender === 'male'
              ? 'female'
              : undefined;
    const profiles = await app.repos.profiles.suggestions(
      {
        gender: q.gender ?? defaultGender,
        country: q.country,
        countries: request.site.settings.countries,
        region: q.countryregion,
        minAge,
        maxAge,
        excludeProfileId: user.profileId,
      },
      q.numResults ?? 10,
    );
    return { profiles };
  });
};

export default suggestionsRoutes;

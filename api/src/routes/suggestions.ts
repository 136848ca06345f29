import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import type { Profile } from '../types.js';
import { optionalQueryInt } from './query.js';
import { searchFilterQuery, searchFilters } from './search-filters.js';

/** Most suggestions one call returns. */
export const MAX_SUGGESTIONS = 50;

const querySchema = searchFilterQuery.extend({
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
    const filters = searchFilters(q, request.site.settings.countries, user.profileId);
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
      { ...filters, gender: q.gender ?? defaultGender, excludeProfileId: user.profileId },
      q.numResults ?? 10,
    );
    return { profiles };
  });
};

export default suggestionsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationRequired } from '../errors.js';
import type { Profile } from '../types.js';
import { z } from 'zod';
import { invalidRequest } from '../errors.js';
import { decodeCursor } from '../repositories/profile-activity.js';
import { optionalQueryInt } from './query.js';
import { searchFilterQuery, searchFilters } from './search-filters.js';
import { hasTrafficSource, trackingOf } from '../services/tracking.js';

/** Largest page the search returns. */
export const MAX_RESULTS = 100;
/** How many "similar" profiles are added when a search finds fewer than one page. */
export const SIMILAR_COUNT = 12;

const querySchema = searchFilterQuery.extend({
  pageNumber: optionalQueryInt(1, 10_000),
  numResults: optionalQueryInt(1, MAX_RESULTS),
  after: z.string().min(1).max(200).optional(),
});

interface MembersResponse {
  profiles: Profile[];
  total: number;
  total_capped: boolean;
  next_cursor: string | null;
  pageNumber: number;
  numResults: number;
  similar: Profile[];
}

/**
 * `GET /api/members.php?gender=&country=&countryregion=&min_age=&max_age=&pageNumber=1&numResults=24&after=`
 * (spec §3 "Search state") → `{profiles, total, total_capped, next_cursor, pageNumber, numResults, similar}`.
 * - Visible profiles only (not invisible, deleted, disabled or banned), never the member himself;
 *   online first, then the most recently seen (repositories/profile-activity.ts). Without
 *   `country`, any country the site serves.
 * - `countryregion` is an ISO 3166-2 code (regions.php); ages in years, 18–99.
 * - `next_cursor` (null on the last page): pass it as `after` for the next page, which continues
 *   right after the last profile of this one (keyset, issue 34: nobody repeats or is skipped when
 *   members come online meanwhile); without `after`, page `pageNumber` by offset.
 * - `total` counts matches up to 1,000; `total_capped` says there are more ("1,000+"). A page by
 *   `after` repeats the count of the search's first page (carried in the cursor: counted once per search).
 * - `similar`: when `total < numResults`, up to 12 more profiles with the same gender and
 *   country, region and age dropped; else [].
 * - Logged out: allowed when the site's `logged_out_search` is true and, when
 *   `logged_out_search_trafficsource` is true too, the visitor came through a traffic source
 *   (`amora_tracking` cookie with network, ref or sub1, spec §2); else 403 authentication_required. 400 invalid_request for bad parameters (min_age > max_age, an `after` this API did not make).
 */
const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/members.php', { schema: { querystring: querySchema } }, async (request): Promise<MembersResponse> => {
    const { settings } = request.site;
    if (!request.user && !settings.logged_out_search) throw authenticationRequired();
    if (!request.user && settings.logged_out_search_trafficsource && !hasTrafficSource(trackingOf(request.cookies))) throw authenticationRequired();
    const q = request.query;
    const pageNumber = q.pageNumber ?? 1;
    const numResults = q.numResults ?? 24;
    const filters = searchFilters(q, settings.countries, request.user?.profileId);
    const after = q.after === undefined ? undefined : decodeCursor(q.after);
    if (after === null) throw invalidRequest([{ path: 'querystring.after', message: 'not a cursor of this search' }]);
    const { profiles, total, totalCapped, nextCursor } = await app.repos.profiles.search(filters, pageNumber, numResults, after);
    const similar =
      total < numResults
        ? await app.repos.profiles.similar(filters, profiles.map((p) => p.id), Math.min(SIMILAR_COUNT, numResults))
        : [];
    return { profiles, total, total_capped: totalCapped, next_cursor: nextCursor, pageNumber, numResults, similar };
  });
};

export default membersRoutes;

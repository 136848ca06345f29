import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationRequired } from '../errors.js';
import type { Profile } from '../types.js';
import { optionalQueryEnum, optionalQueryInt } from './query.js';
import { searchFilterQuery, searchFilters } from './search-filters.js';
import { hasTrafficSource, trackingOf } from '../services/tracking.js';

/** Largest page the search returns. */
export const MAX_RESULTS = 100;
/** How many "similar" profiles are added when a search finds fewer than one page. */
export const SIMILAR_COUNT = 12;

const querySchema = searchFilterQuery.extend({
  pageNumber: optionalQueryInt(1, 10_000),
  numResults: optionalQueryInt(1, MAX_RESULTS),
  after_id: optionalQueryInt(1, 2_147_483_647),
  after_online: optionalQueryEnum(['0', '1']),
});

interface MembersResponse {
  profiles: Profile[];
  total: number;
  pageNumber: number;
  numResults: number;
  similar: Profile[];
}

/**
 * `GET /api/members.php?gender=&country=&countryregion=&min_age=&max_age=&pageNumber=1&numResults=24`
 * (spec §3 "Search state") → `{profiles, total, pageNumber, numResults, similar}`.
 * - Visible profiles only (not invisible, deleted or disabled), never the member himself; online
 *   first, then newest. Without `country`, any country the site serves.
 * - `countryregion` is an ISO 3166-2 code (regions.php); ages in years, 18–99.
 * - `after_id` + `after_online` (the last profile the member was shown, and whether it was then
 *   online): the page continues right after that profile in the order, so members coming online or
 *   going offline between two pages neither repeat one nor skip one who did not change; without
 *   them, page `pageNumber` by offset.
 * - `similar`: when `total < numResults`, up to 12 more profiles with the same gender and
 *   country, region and age dropped; else [].
 * - Logged out: allowed when the site's `logged_out_search` is true and, when
 *   `logged_out_search_trafficsource` is true too, the visitor came through a traffic source
 *   (`amora_tracking` cookie with network, ref or sub1, spec §2); else 403 authentication_required. 400 invalid_request for bad parameters (min_age > max_age too).
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
    const after = q.after_id === undefined ? undefined : { id: q.after_id, online: q.after_online === '1' };
    const { profiles, total } = await app.repos.profiles.search(filters, pageNumber, numResults, after);
    const similar =
      total < numResults
        ? await app.repos.profiles.similar(filters, profiles.map((p) => p.id), Math.min(SIMILAR_COUNT, numResults))
        : [];
    return { profiles, total, pageNumber, numResults, similar };
  });
};

export default membersRoutes;

import { api, type MemberSearchResult } from '@amora/shared';
import type { SearchFilters } from '../filters';

/**
 * `GET /api/members.php` (spec §3 Search state, §7): one page of visible profiles matching the
 * filters, online first, plus `total` (counted up to 1,000, `total_capped` beyond), `next_cursor`
 * and up to 12 `similar` profiles when the page is not full.
 * Empty filters are left out of the query (the API then searches every served country, ages 18–99).
 * @param pageNumber 1-based page; `numResults` profiles per page (1–100).
 * @param after the previous page's `next_cursor`: the page continues right after it (keyset,
 *   issue 34), so members coming online meanwhile neither repeat nor hide anyone else.
 * @throws ApiError — 403 `authentication_required` when visitors may not search, 400 `invalid_request`.
 */
export function getMembers(filters: SearchFilters, pageNumber: number, numResults: number, after?: string, signal?: AbortSignal): Promise<MemberSearchResult> {
  return api.get<MemberSearchResult>(
    '/api/members.php',
    {
      gender: filters.gender,
      country: filters.country,
      countryregion: filters.countryregion,
      min_age: filters.min_age,
      max_age: filters.max_age,
      pageNumber,
      numResults,
      ...(after ? { after } : {}),
    },
    { signal },
  );
}

import { api, type Profile } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';
import type { SearchFilters } from '../../search';

/** Suggestions per round (`GET /api/suggestions.php?numResults=10`). */
export const SUGGESTION_COUNT = 10;

/**
 * `GET /api/suggestions.php` (login, spec §2 match-finder, swipe-game) → up to {@link SUGGESTION_COUNT}
 * visible profiles matching the filters, never ones the member already liked, swiped or blocked (either
 * way), nor the member. Without filters (null) the API picks the member's `looking_for`, else the other
 * gender; empty filter fields are left out the same way.
 * @throws ApiError — 403 `authentication_required` for visitors.
 */
export async function getSuggestions(filters: SearchFilters | null, signal?: AbortSignal): Promise<Profile[]> {
  const body = await api.get<{ profiles: Profile[] }>(
    '/api/suggestions.php',
    {
      ...(filters && { gender: filters.gender, country: filters.country, countryregion: filters.countryregion, min_age: filters.min_age, max_age: filters.max_age }),
      numResults: SUGGESTION_COUNT,
    },
    { signal },
  );
  return body.profiles;
}

/**
 * `getSuggestions` as a query, key `['suggestions', filters]`. Every load is a new batch (a new
 * array, no structural sharing) and nothing is kept once the deck is gone: a deck opened again
 * asks the API afresh, which leaves out whom the member already liked or swiped.
 */
export function suggestionsQueryOptions(filters: SearchFilters | null) {
  return queryOptions({
    queryKey: ['suggestions', filters],
    queryFn: ({ signal }) => getSuggestions(filters, signal),
    staleTime: 0,
    gcTime: 0,
    structuralSharing: false,
  });
}

import { api, type Profile } from '@amora/shared';
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

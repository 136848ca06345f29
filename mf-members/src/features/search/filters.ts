import { MIN_AGE } from '@amora/shared';

/** Oldest age the search accepts (the API's bound). */
export const MAX_AGE = 99;

/** Profiles per search page (spec §7 `numResults=24`). */
export const PAGE_SIZE = 24;

/** "Similar members" are shown only when the search found fewer than this many (less than one page). */
export const SIMILAR_WHEN_BELOW = PAGE_SIZE;

/**
 * The member search filters (spec §3 Search state). Empty strings mean "any"; `country` is
 * ISO 3166-1 alpha-2, `countryregion` ISO 3166-2; ages in years, 18–99.
 */
export interface SearchFilters {
  gender: '' | 'female' | 'male';
  country: string;
  countryregion: string;
  min_age: number;
  max_age: number;
}

/** Filters of a fresh search: everyone, every served country, every adult age. */
export const DEFAULT_FILTERS: SearchFilters = { gender: '', country: '', countryregion: '', min_age: MIN_AGE, max_age: MAX_AGE };

/** The ages a member can pick, 18–99. */
export const AGES: readonly number[] = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

/** The search fields a site shows (`settings.search_fields`); every field when the site names none. */
export function visibleSearchFields(searchFields: readonly string[] | undefined): Set<keyof SearchFilters> {
  const all: (keyof SearchFilters)[] = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
  if (!searchFields || searchFields.length === 0) return new Set(all);
  return new Set(all.filter((field) => searchFields.includes(field)));
}

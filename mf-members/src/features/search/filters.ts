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

const GENDERS = new Set(['', 'female', 'male']);
const age = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= MIN_AGE && n <= MAX_AGE ? n : fallback;
};

/**
 * The filters a search address holds (`/members?gender=female&country=NL&min_age=30`, issue 13:
 * a reload or a shared link restores them), or null when it holds none. Values that are not
 * valid filters fall back to "any" and the default ages; a minimum above the maximum is swapped.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters | null {
  const keys: (keyof SearchFilters)[] = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
  if (!keys.some((key) => params.has(key))) return null;
  const gender = params.get('gender') ?? '';
  const country = (params.get('country') ?? '').toUpperCase();
  const region = (params.get('countryregion') ?? '').toUpperCase();
  const validCountry = /^[A-Z]{2}$/.test(country) ? country : '';
  const min = age(params.get('min_age'), MIN_AGE);
  const max = age(params.get('max_age'), MAX_AGE);
  return {
    gender: GENDERS.has(gender) ? (gender as SearchFilters['gender']) : '',
    country: validCountry,
    countryregion: validCountry && region.startsWith(`${validCountry}-`) && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(region) ? region : '',
    min_age: Math.min(min, max),
    max_age: Math.max(min, max),
  };
}

/** The address query of `filters`: only the filters that differ from a fresh search (empty for the defaults). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, String(filters[key]));
  }
  return params;
}

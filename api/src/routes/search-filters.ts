import { z } from 'zod';
import { invalidRequest } from '../errors.js';
import type { SearchFilters } from '../repositories/profiles.js';
import { optionalQueryCode, optionalQueryEnum, optionalQueryInt } from './query.js';

/** Ages a search accepts (adults only, spec §1). */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

/**
 * The filter parameters of spec §3 "Search state" shared by `members.php` and `suggestions.php`:
 * gender, country (ISO 3166-1 alpha-2), countryregion (ISO 3166-2), min_age and max_age (years).
 */
export const searchFilterQuery = z.object({
  gender: optionalQueryEnum(['female', 'male']),
  country: optionalQueryCode(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code'),
  countryregion: optionalQueryCode(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'countryregion must be an ISO 3166-2 code'),
  min_age: optionalQueryInt(MIN_AGE, MAX_AGE),
  max_age: optionalQueryInt(MIN_AGE, MAX_AGE),
});

/**
 * The repository filters of a parsed query: ages default to 18–99, countries to the site's.
 * @throws 400 invalid_request when min_age exceeds max_age.
 */
export function searchFilters(q: z.infer<typeof searchFilterQuery>, countries: string[], excludeProfileId: number | undefined): SearchFilters {
  const minAge = q.min_age ?? MIN_AGE;
  const maxAge = q.max_age ?? MAX_AGE;
  if (minAge > maxAge) throw invalidRequest([{ path: 'querystring.min_age', message: 'min_age must not exceed max_age' }]);
  return { gender: q.gender, country: q.country, countries, region: q.countryregion, minAge, maxAge, excludeProfileId };
}

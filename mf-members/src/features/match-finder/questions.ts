import type { SearchFilters } from '../search/filters';

/** Age ranges the match finder offers, in years (inclusive); the last one is open-ended up to 99. */
export const AGE_RANGES: readonly (readonly [number, number])[] = [
  [18, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [56, 99],
];

/** How many matches the finder shows before pointing to the full search. */
export const MATCH_COUNT = 12;

/** The finder's answers, as search filters (spec §3 Search state). */
export type MatchAnswers = Pick<SearchFilters, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>;

/** The three questions, in order. */
export const STEPS = ['gender', 'age', 'location'] as const;
export type Step = (typeof STEPS)[number];

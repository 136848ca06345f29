import type { MemberSearchResult, Profile } from '@amora/shared';

/** The profiles a marketing strip shows from a search result: its `profiles`, or `similar` when it found none, at most `numResults`. */
export function stripProfiles(result: MemberSearchResult, numResults: number): Profile[] {
  const profiles = result.profiles.length > 0 ? result.profiles : result.similar;
  return profiles.slice(0, numResults);
}

/** The page-data key of a strip of `numResults` profiles (`GET /api/members.php?numResults=n`, spec §7). */
export const membersDataKey = (numResults: number) => `members:${numResults}`;

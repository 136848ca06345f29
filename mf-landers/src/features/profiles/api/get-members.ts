import { api, type MemberSearchResult, type Profile } from '@amora/shared';

/** The profiles a marketing strip shows from a search result: its `profiles`, or `similar` when it found none, at most `numResults`. */
export function stripProfiles(result: MemberSearchResult, numResults: number): Profile[] {
  const profiles = result.profiles.length > 0 ? result.profiles : result.similar;
  return profiles.slice(0, numResults);
}

/**
 * `GET /api/members.php?numResults=n` (spec §7, §3 Search state): the newest visible profiles,
 * online first. Visitors may call it only when `settings.logged_out_search` is true.
 * @param numResults how many profiles to ask for (1–100).
 * @returns the result's `profiles`, or `similar` when the search found none.
 * @throws ApiError (403 `authentication_required` when visitors may not search).
 */
export async function getMembers(numResults: number, signal?: AbortSignal): Promise<Profile[]> {
  return stripProfiles(await api.get<MemberSearchResult>('/api/members.php', { numResults }, { signal }), numResults);
}

/** The key under which a server render hands a strip's profiles to the hydrating page (`takeSsrData`). */
export const membersDataKey = (numResults: number) => `members:${numResults}`;

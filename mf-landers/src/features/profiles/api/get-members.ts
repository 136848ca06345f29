import { api, type MemberSearchResult, type Profile } from '@amora/shared';

/**
 * `GET /api/members.php?numResults=n` (spec §7, §3 Search state): the newest visible profiles,
 * online first. Visitors may call it only when `settings.logged_out_search` is true.
 * @param numResults how many profiles to ask for (1–100).
 * @returns the result's `profiles`, or `similar` when the search found none.
 * @throws ApiError (403 `authentication_required` when visitors may not search).
 */
export async function getMembers(numResults: number, signal?: AbortSignal): Promise<Profile[]> {
  const result = await api.get<MemberSearchResult>('/api/members.php', { numResults }, { signal });
  const profiles = result.profiles.length > 0 ? result.profiles : result.similar;
  return profiles.slice(0, numResults);
}

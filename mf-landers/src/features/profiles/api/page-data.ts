import type { MemberSearchResult, Profile, ProfileDetail } from '@amora/shared';
import { stripProfiles } from './get-members';

/** A GET of the API: the shared client in the browser, `fetch` with the visitor's headers on the server. */
export type ApiGet = (path: string, query: Record<string, string | number>) => Promise<unknown>;

/**
 * The data a marketing page draws with, by key (the same in the browser and in the server
 * entry, which fetches what a first render asked for, issue 12):
 * - `members:{n}`: up to n profiles for a strip (`GET /api/members.php?numResults=n`, spec §7);
 * - `profile:{id}`: one member's public profile (`GET /api/profile.php?id=`, spec §2).
 * @throws the API's error, or Error for an unknown key.
 */
export async function loadPageData(key: string, get: ApiGet): Promise<Profile[] | ProfileDetail> {
  const [kind, arg] = key.split(':');
  const n = Number(arg);
  if (kind === 'members' && Number.isInteger(n) && n > 0) return stripProfiles((await get('/api/members.php', { numResults: n })) as MemberSearchResult, n);
  if (kind === 'profile' && Number.isInteger(n) && n > 0) return ((await get('/api/profile.php', { id: n })) as { profile: ProfileDetail }).profile;
  throw new Error(`unknown page data ${key}`);
}

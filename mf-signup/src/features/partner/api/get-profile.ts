import { type ProfileDetail, api } from '@amora/shared';
import { queryKeys, queryOptions, useQuery } from '@amora/shared/query';

export type { ProfileDetail };

/**
 * `GET /api/profile.php?id=` — one member's public profile (spec §2), allowed for visitors when the site permits.
 * @returns the profile with its `images` and `interests` (spec §3 ProfileDetail).
 * @throws ApiError: 404 `not_found`, 403 `authentication_required` when visitors may not see it.
 */
export async function getProfile(id: number): Promise<ProfileDetail> {
  const result = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id });
  return result.profile;
}

/** `getProfile` as a query, key `queryKeys.profile(id)` (the key mf_members caches the same answer under). */
export function profileQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.profile(id), queryFn: () => getProfile(id) });
}

/**
 * The partner of a member-tied sign-up page (`/members/{id}/…`, spec §2).
 * @returns `undefined` while loading, `null` when it cannot be shown (403, 404, invalid id or any
 * other failure: the page then simply omits the card), else the profile.
 */
export function usePartnerProfile(id: number): ProfileDetail | null | undefined {
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...profileQueryOptions(id), enabled: valid });
  if (!valid || query.isError) return null;
  return query.data;
}

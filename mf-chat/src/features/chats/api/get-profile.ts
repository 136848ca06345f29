import { type ProfileDetail, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';

/**
 * `GET /api/profile.php?id=` (spec §2, §7) — one member's profile, used to start a new conversation.
 * @param id the member's profile id.
 * @returns the public profile with its `images` and `interests` (spec §3 ProfileDetail).
 * @throws ApiError, 404 `not_found` for an unknown member, 403 `blocked`.
 */
export async function getProfile(id: number): Promise<ProfileDetail> {
  const result = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id });
  return result.profile;
}

/** `getProfile` as a query, key `['profile', id]` (the same answer mf_members caches for `/members/{id}`). */
export function profileQueryOptions(id: number) {
  return queryOptions({ queryKey: ['profile', id], queryFn: () => getProfile(id) });
}

/** One member's profile (`profileQueryOptions`): `data`, `error`, `refetch` of TanStack Query. */
export function useProfile(id: number) {
  return useQuery(profileQueryOptions(id));
}

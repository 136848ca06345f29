import { type User, api } from '@amora/shared';
import { queryKeys, queryOptions, useQuery } from '@amora/shared/query';
import { ownProfileOf } from '../missing-steps';
import type { OwnProfile } from '../types';

/**
 * `GET /api/profile.php?id=<own profile id>` — the member's own profile with the owner's extras
 * (`looking_for`, `region_code`, `lat`, `lon`; contract "Own profile extras", spec §4).
 * @throws ApiError 404 `not_found`.
 */
export async function getOwnProfile(profileId: number): Promise<OwnProfile> {
  const { profile } = await api.get<{ profile: OwnProfile }>('/api/profile.php', { id: profileId });
  return profile;
}

/**
 * The member's own profile as a query, key `queryKeys.profile(id)` (the answer of the same call for the
 * owner). Loaded once per visit of the steps (`staleTime` infinite): the steps update it themselves.
 */
export function ownProfileQueryOptions(profileId: number) {
  return queryOptions({ queryKey: queryKeys.profile(profileId), queryFn: () => getOwnProfile(profileId), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The logged-in member's own profile for resuming the sign-up steps (spec §4).
 * @returns `undefined` while loading or without a member; the member's profile from the bus
 * (`ownProfileOf`) when the load failed, so the steps can still go on.
 */
export function useOwnProfile(user: User | null | undefined): OwnProfile | undefined {
  const query = useQuery({ ...ownProfileQueryOptions(user?.profile.id ?? 0), enabled: !!user });
  if (!user) return undefined;
  if (query.isError) return ownProfileOf(user);
  return query.data;
}

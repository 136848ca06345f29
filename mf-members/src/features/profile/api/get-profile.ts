import { api } from '@amora/shared';
import type { ProfileDetail } from '@amora/shared';
import { queryKeys, queryOptions } from '@amora/shared/query';

/**
 * `GET /api/profile.php?id=` (spec §2, §7) → the profile with photos and interests. Public.
 * @throws ApiError — 404 `not_found` for a missing, deleted, invisible or disabled profile; 403 `blocked`
 *   when the member blocked the viewer (spec §6: the blocked notice).
 */
export async function getProfile(id: number, signal?: AbortSignal): Promise<ProfileDetail> {
  const body = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id }, { signal });
  return body.profile;
}

/** `getProfile` as a query under `queryKeys.profile(id)`, the entry mf_signup's partner pages and steps use too. */
export function profileQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.profile(id), queryFn: ({ signal }) => getProfile(id, signal) });
}

import { api } from '@amora/shared';
import type { ProfileDetail } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/profile.php?id=` (spec §2, §7) → the profile with photos and interests. Public.
 * @throws ApiError — 404 `not_found` for a missing, deleted, invisible or disabled profile; 403 `blocked`
 *   when the member blocked the viewer (spec §6: the blocked notice).
 */
export async function getProfile(id: number, signal?: AbortSignal): Promise<ProfileDetail> {
  const body = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id }, { signal });
  return body.profile;
}

/** `getProfile` as a query, key `['profile', id]`: the same cache entry mf_chat reads for a new conversation. */
export function profileQueryOptions(id: number) {
  return queryOptions({ queryKey: ['profile', id], queryFn: ({ signal }) => getProfile(id, signal) });
}

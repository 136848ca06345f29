import { api } from '@amora/shared';
import type { OwnProfileDetail } from '@amora/shared';
import { queryKeys, queryOptions } from '@amora/shared/query';

/**
 * `GET /api/profile.php?id=<own id>` (spec §2 /profile, contract issue 4) → the owner's profile with
 * `looking_for`, `invisible`, `date_of_birth`, `lat`, `lon` and `interests`.
 * @throws ApiError (403 `authentication_required` when logged out).
 */
export async function getOwnProfile(id: number, signal?: AbortSignal): Promise<OwnProfileDetail> {
  const body = await api.get<{ profile: OwnProfileDetail }>('/api/profile.php', { id }, { signal });
  return body.profile;
}

/**
 * `getOwnProfile` as a query. Its key is the member's `queryKeys.profile(id)`: the same request as
 * the public profile, so a save (`setQueryData`) also updates the member's page at `/members/{id}`.
 */
export function ownProfileQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.profile(id), queryFn: ({ signal }) => getOwnProfile(id, signal) });
}

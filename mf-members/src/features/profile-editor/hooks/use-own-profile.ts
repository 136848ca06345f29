import type { OwnProfileDetail } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { ownProfileQueryOptions } from '../api/get-own-profile';

/** The own profile's load state: the profile once there, `failed` with `retry`, and `replace` for a saved version. */
export interface OwnProfileState {
  profile: OwnProfileDetail | null;
  failed: boolean;
  retry: () => void;
  replace: (profile: OwnProfileDetail) => void;
}

/**
 * The member's own profile (`ownProfileQueryOptions`, `GET /api/profile.php?id=<own id>`, contract
 * issue 4) for the `/profile` forms; `replace` puts the answer of a save in the cache, so every
 * section sees the saved values.
 */
export function useOwnProfile(id: number): OwnProfileState {
  const client = useQueryClient();
  const options = ownProfileQueryOptions(id);
  const query = useQuery(options);
  return {
    profile: query.data ?? null,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
    replace: (profile) => client.setQueryData(options.queryKey, profile),
  };
}

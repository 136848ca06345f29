import { ApiError } from '@amora/shared';
import type { ProfileDetail } from '@amora/shared';
import { skipToken, useQuery } from '@amora/shared/query';
import { profileQueryOptions } from '../api/get-profile';

/**
 * What the profile screen shows: `loading`, the profile, `not_found` (404), `blocked` (the member was
 * blocked by this profile, spec §6: a blocked notice), or `error` with the failure.
 */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProfileDetail }
  | { status: 'not_found' }
  | { status: 'blocked' }
  | { status: 'error'; error: unknown };

/**
 * One profile (`profileQueryOptions`, `GET /api/profile.php?id=`) as the screen's state; `retry` loads again.
 * @param id the profile id, or null for an invalid id (then `not_found` without a request).
 */
export function useProfile(id: number | null): { state: ProfileState; retry: () => void } {
  const query = useQuery(id === null ? { ...profileQueryOptions(0), queryFn: skipToken } : profileQueryOptions(id));
  const { error } = query;
  const state: ProfileState =
    id === null || (error instanceof ApiError && error.status === 404)
      ? { status: 'not_found' }
      : error instanceof ApiError && error.code === 'blocked'
        ? { status: 'blocked' }
        : query.data
          ? { status: 'ready', profile: query.data }
          : error && !query.isFetching
            ? { status: 'error', error }
            : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

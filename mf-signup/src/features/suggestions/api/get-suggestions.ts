import { type Profile, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';

/** How many suggestions `/signup-matches` asks for. */
export const SUGGESTIONS = 12;

/**
 * `GET /api/suggestions.php?numResults=` (login) — profiles suggested to the member (spec §2
 * `/signup-matches`).
 * @returns up to `count` public profiles (spec §3 Profile).
 * @throws ApiError 403 `authentication_required`; `network_error` after the client's retries (spec §8).
 */
export async function getSuggestions(count: number = SUGGESTIONS): Promise<Profile[]> {
  const { profiles } = await api.get<{ profiles: Profile[] }>('/api/suggestions.php', { numResults: count });
  return profiles;
}

/** `getSuggestions` as a query, key `['suggestions', count]`. */
export function suggestionsQueryOptions(count: number = SUGGESTIONS) {
  return queryOptions({ queryKey: ['suggestions', count] as const, queryFn: () => getSuggestions(count) });
}

/**
 * The suggested profiles for a logged-in member (`suggestionsQueryOptions`); nothing is loaded for visitors.
 * @returns `profiles` (`null` while loading or failed), the load `error` (`null` while retrying) and `retry`.
 */
export function useSuggestions(loggedIn: boolean): { profiles: Profile[] | null; error: unknown; retry: () => void } {
  const query = useQuery({ ...suggestionsQueryOptions(), enabled: loggedIn });
  return { profiles: query.data ?? null, error: query.isFetching ? null : query.error, retry: () => void query.refetch() };
}

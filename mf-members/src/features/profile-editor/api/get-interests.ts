import { api } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/interests.php` → the interest keys (`travel`, `board_games`…) in the API's order (spec §7).
 * @throws ApiError
 */
export async function getInterests(signal?: AbortSignal): Promise<string[]> {
  const body = await api.get<{ interests: { id: number; key: string }[] }>('/api/interests.php', undefined, { signal });
  return body.interests.map((interest) => interest.key);
}

/** `getInterests` as a query, key `['interests']`, loaded once per page (the list changes with a release only). */
export function interestsQueryOptions() {
  return queryOptions({ queryKey: ['interests'], queryFn: ({ signal }) => getInterests(signal), staleTime: Number.POSITIVE_INFINITY });
}

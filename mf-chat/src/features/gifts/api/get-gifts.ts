import { type Gift, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';
import type { GiftsResponse } from '@amora/contracts';

/**
 * `GET /api/gifts.php` (issue 9): the gift catalogue in display order, `{id, key, image}` each;
 * `image` is relative to `settings.cdn_prefix`, `key` is named in the member's language
 * (`gifts.<key>` of this namespace). A gift costs `settings.gift_credits`.
 * @throws ApiError (`network_error` after the client's retries, spec §7).
 */
export async function getGifts(): Promise<Gift[]> {
  return (await api.get<GiftsResponse>('/api/gifts.php')).gifts;
}

/** The catalogue as a query (key `['gifts']`), loaded once per page: it changes only with a release. */
export function giftsQueryOptions() {
  return queryOptions({ queryKey: ['gifts'], queryFn: getGifts, staleTime: Number.POSITIVE_INFINITY });
}

/** The gift catalogue while a screen needs it (`useQuery` of `giftsQueryOptions`). */
export function useGifts() {
  return useQuery(giftsQueryOptions());
}

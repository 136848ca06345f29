import { type CreditBundle, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';

/**
 * `GET /api/credits.php` — the site's credit bundles, smallest first (spec §1 "buy credit bundles").
 * Public: visitors may call it. Prices in `price_cents` (minor unit of `currency`).
 * @returns `[{id, credits, price_cents, currency, popular}]` (spec §3 CreditBundle).
 * @throws ApiError from the API client (`network_error` after its retries, spec §8).
 */
export async function getBundles(): Promise<CreditBundle[]> {
  const result = await api.get<{ bundles: CreditBundle[] }>('/api/credits.php');
  return result.bundles;
}

/**
 * `getBundles` as a query (key `['bundles']`), loaded once per page and shared by /credits,
 * /credits/{id}, /premium and /pricing, so moving between them needs no new request.
 */
export function bundlesQueryOptions() {
  return queryOptions({ queryKey: ['bundles'] as const, queryFn: getBundles, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The site's credit bundles (`bundlesQueryOptions`), loaded on first use.
 * @returns `bundles` (`null` while loading or failed), the load `error` (`null` while retrying)
 * and a `retry` function.
 */
export function useBundles(): { bundles: CreditBundle[] | null; error: unknown; retry: () => void } {
  const query = useQuery(bundlesQueryOptions());
  return { bundles: query.data ?? null, error: query.isFetching ? null : query.error, retry: () => void query.refetch() };
}

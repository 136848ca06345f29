import { type CreditBundle, api } from '@amora/shared';

/**
 * `GET /api/credits.php` — the site's credit bundles, smallest first (spec §1 "buy credit bundles").
 * Public: visitors may call it. Prices in `price_cents` (minor unit of `currency`).
 * @throws ApiError from the API client.
 */
export async function getBundles(): Promise<CreditBundle[]> {
  const result = await api.get<{ bundles: CreditBundle[] }>('/api/credits.php');
  return result.bundles;
}

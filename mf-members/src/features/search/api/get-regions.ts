import { ApiError, api } from '@amora/shared';

/** How a country names its regions (spec §3 "Regional label per country"). */
export type RegionLabel = 'province' | 'state' | 'canton' | 'county' | 'region' | 'voivodeship' | 'municipality';

/** A country's regions; `code` is ISO 3166-2, the `countryregion` of members.php. */
export interface RegionList {
  label: RegionLabel;
  items: { code: string; name: string }[];
}

// Loaded once per country and cached for the page's life (spec §7).
const cache = new Map<string, Promise<RegionList | null>>();

/**
 * `GET /api/regions.php?country=XX` (spec §7) → the country's region list, or null when the
 * country has none (404). Each country is requested once; a failed request is retried next time.
 * @param country ISO 3166-1 alpha-2 code.
 * @throws ApiError for errors other than 404.
 */
export function getRegions(country: string): Promise<RegionList | null> {
  const key = country.toUpperCase();
  let pending = cache.get(key);
  if (!pending) {
    pending = api.get<{ regions: Record<string, RegionList> }>('/api/regions.php', { country: key }).then(
      (body) => body.regions[key] ?? null,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

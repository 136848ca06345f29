import { api } from '@amora/shared';

/** How a country names its regions (spec §3 "Regional label per country"). */
export type RegionLabel = 'province' | 'state' | 'canton' | 'county' | 'region' | 'voivodeship' | 'municipality';

/** A country's regions; `code` is ISO 3166-2. */
export interface RegionList {
  label: RegionLabel;
  items: { code: string; name: string }[];
}

const cache = new Map<string, Promise<RegionList | null>>();

/**
 * `GET /api/regions.php?country=XX` (spec §7, loaded once per country and cached) → the country's
 * regions, or null when it has none (404) or the call failed (the region stays optional then).
 */
export function getRegions(country: string): Promise<RegionList | null> {
  const key = country.toUpperCase();
  let pending = cache.get(key);
  if (!pending) {
    pending = api.get<{ regions: Record<string, RegionList> }>('/api/regions.php', { country: key }).then(
      (answer) => answer.regions[key] ?? null,
      () => {
        cache.delete(key);
        return null;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

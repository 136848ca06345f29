import { GEOLOCATION_CACHE_MAX_AGE_MS } from '../constants';
import { ApiError, api } from './client';

import type { RegionList } from '@amora/contracts';

export type { RegionLabel, RegionList } from '@amora/contracts';

// Loaded once per country and cached for the page's life (spec §7).
const regionCache = new Map<string, Promise<RegionList | null>>();

/**
 * `GET /api/regions.php?country=XX` (spec §7) → the country's region list, or null when the
 * country has none (404). Each country is requested once; a failed request is retried next time.
 * @param country ISO 3166-1 alpha-2 code.
 * @throws ApiError for errors other than 404.
 */
export function getRegions(country: string): Promise<RegionList | null> {
  const key = country.toUpperCase();
  let pending = regionCache.get(key);
  if (!pending) {
    pending = api.get<{ regions: Record<string, RegionList> }>('/api/regions.php', { country: key }).then(
      (body) => body.regions[key] ?? null,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        regionCache.delete(key);
        throw error;
      },
    );
    regionCache.set(key, pending);
  }
  return pending;
}

/** `GET /api/geocode.php` (api/README.md): the nearest populated place; `lat`/`lon` in degrees. */
export interface GeocodedPlace {
  city: string | null;
  region: string | null;
  region_code: string | null;
  country: string;
  lat: number;
  lon: number;
}

const GEOCODE_KEY_PREFIX = 'amora.geocode.';

/** The cache key of a position: coordinates rounded to 2 decimals (≈ 1 km), so small moves hit the cache. */
export function geocodeCacheKey(lat: number, lon: number): string {
  return `${GEOCODE_KEY_PREFIX}${lat.toFixed(2)},${lon.toFixed(2)}`;
}

function readGeocodeCache(key: string, now: number): GeocodedPlace | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { at: number; result: GeocodedPlace };
    if (typeof entry.at !== 'number' || now - entry.at > GEOLOCATION_CACHE_MAX_AGE_MS) {
      localStorage.removeItem(key);
      return null;
    }
    return entry.result;
  } catch {
    return null;
  }
}

/**
 * `GET /api/geocode.php?lat=&lon=` (spec §7): the nearest town of a position (degrees). The answer is
 * kept in localStorage for 1 hour (`GEOLOCATION_CACHE_MAX_AGE_MS`, spec §9) under the rounded coordinates.
 * @param now the current time in ms since the epoch (tests pass their own).
 * @throws ApiError 404 `not_found` when no town lies within 200 km, 400 for coordinates out of range.
 */
export async function geocode(lat: number, lon: number, now = Date.now()): Promise<GeocodedPlace> {
  const key = geocodeCacheKey(lat, lon);
  const hit = readGeocodeCache(key, now);
  if (hit) return hit;
  const result = await api.get<GeocodedPlace>('/api/geocode.php', { lat: lat.toFixed(5), lon: lon.toFixed(5) });
  try {
    localStorage.setItem(key, JSON.stringify({ at: now, result }));
  } catch {
    // Storage full or blocked: the answer still works, only uncached.
  }
  return result;
}

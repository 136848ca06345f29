import { GEOLOCATION_CACHE_MAX_AGE_MS, api } from '@amora/shared';
import type { GeocodeResult } from '../types';

const KEY_PREFIX = 'amora.geocode.';

/** The cache key of a position: coordinates rounded to 2 decimals (≈ 1 km), so small moves hit the cache. */
export function geocodeCacheKey(lat: number, lon: number): string {
  return `${KEY_PREFIX}${lat.toFixed(2)},${lon.toFixed(2)}`;
}

function readCache(key: string, now: number): GeocodeResult | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { at: number; result: GeocodeResult };
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
 * kept in localStorage for 1 hour (`GEOLOCATION_CACHE_MAX_AGE_MS`, spec §3 "Geolocation permission and
 * geocode") under the rounded coordinates.
 * @throws ApiError — 404 `not_found` when no town lies within 200 km, 400 for coordinates out of range.
 */
export async function geocode(lat: number, lon: number, now = Date.now()): Promise<GeocodeResult> {
  const key = geocodeCacheKey(lat, lon);
  const hit = readCache(key, now);
  if (hit) return hit;
  const result = await api.get<GeocodeResult>('/api/geocode.php', { lat: lat.toFixed(5), lon: lon.toFixed(5) });
  try {
    localStorage.setItem(key, JSON.stringify({ at: now, result }));
  } catch {
    // Storage full or blocked: the answer still works, only uncached.
  }
  return result;
}

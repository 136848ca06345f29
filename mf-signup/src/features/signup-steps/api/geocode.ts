import { api } from '@amora/shared';

/** The nearest populated place of a position (`GET /api/geocode.php`); `lat`/`lon` in degrees. */
export interface GeocodedPlace {
  city: string;
  region: string | null;
  region_code: string | null;
  country: string;
  lat: number;
  lon: number;
}

/**
 * `GET /api/geocode.php?lat=&lon=` (spec §7) — the nearest place to a position in degrees.
 * @throws ApiError 404 `not_found` when no place lies within 200 km, 400 `invalid_request`.
 */
export function geocode(lat: number, lon: number): Promise<GeocodedPlace> {
  return api.get<GeocodedPlace>('/api/geocode.php', { lat, lon });
}

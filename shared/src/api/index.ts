import { BODY_LIMITS } from '@amora/contracts/constants';
import type { Image } from '../types';
import { api } from './client';
import type { GeocodedPlace, RegionList } from './places';

export * from './client';
export type { GeocodedPlace, RegionLabel, RegionList } from './places';

/** Image types `POST /api/photos.php` accepts (api/README.md "Photos"). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest upload the API accepts, in bytes: 10 MB (`BODY_LIMITS.imageBytes` of the contract). */
export const PHOTO_MAX_BYTES = BODY_LIMITS.imageBytes;

/**
 * `POST /api/photos.php` (login): uploads one photo as the raw request body with its own
 * `Content-Type`. The API answers 201 `{image}` with `status: "pending"`: photos are inspected
 * before others see them (spec §5); the member's first photo becomes the main photo. Not retried
 * (no idempotency key: a repeat could store the photo twice).
 * @throws ApiError 403 `photo_limit` (+ `limit`: 3 free, 25 premium), 415 `unsupported_image`,
 * 413 `image_too_large` (+ `max_bytes`), 400 `invalid_image`; status 0 `network_error` when offline.
 */
export async function uploadPhoto(file: File): Promise<Image> {
  return (await api.post<{ image: Image }>('/api/photos.php', file)).image;
}

// The calls below serve member screens only: their code is fetched on first use so that the
// visitor landing page, which loads all of @amora/shared, stays within its budget (docs/design.md §6).

/** A country's regions (`GET /api/regions.php`, cached), or null; see `getRegions` in ./places.ts. */
export const getRegions = (country: string): Promise<RegionList | null> => import('./places').then((m) => m.getRegions(country));

/** The nearest town of a position in degrees (`GET /api/geocode.php`, cached 1 hour); see `geocode` in ./places.ts. */
export const geocode = (lat: number, lon: number, now?: number): Promise<GeocodedPlace> => import('./places').then((m) => m.geocode(lat, lon, now));

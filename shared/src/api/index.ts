import { BODY_LIMITS } from '@amora/contracts/constants';
import type { Image } from '../types';
import type { GeocodedPlace, RegionList } from './places';

export * from './client';
export type { GeocodedPlace, RegionLabel, RegionList } from './places';

// The calls below serve member screens only: their code is fetched on first use so that the
// visitor landing page, which loads all of @amora/shared, stays within its budget (docs/design.md §6).

/** Image types `POST /api/photos.php` accepts (api/README.md "Photos"). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest upload the API accepts, in bytes: 10 MB (`BODY_LIMITS.imageBytes` of the contract). */
export const PHOTO_MAX_BYTES = BODY_LIMITS.imageBytes;

/** Uploads one photo (`POST /api/photos.php`, raw body); see `uploadPhoto` in ./photos.ts for shapes and errors. */
export const uploadPhoto = (file: File): Promise<Image> => import('./photos').then((m) => m.uploadPhoto(file));

/** A country's regions (`GET /api/regions.php`, cached), or null; see `getRegions` in ./places.ts. */
export const getRegions = (country: string): Promise<RegionList | null> => import('./places').then((m) => m.getRegions(country));

/** The nearest town of a position in degrees (`GET /api/geocode.php`, cached 1 hour); see `geocode` in ./places.ts. */
export const geocode = (lat: number, lon: number, now?: number): Promise<GeocodedPlace> => import('./places').then((m) => m.geocode(lat, lon, now));

import { api } from '@amora/shared';
import type { OwnPhotos } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/photos.php` (login, contract issue 4) → own photos incl. pending ones (by position), the
 * upload limit (3 free / 25 premium, spec §5) and the main photo's id.
 * @throws ApiError
 */
export function getPhotos(signal?: AbortSignal): Promise<OwnPhotos> {
  return api.get<OwnPhotos>('/api/photos.php', undefined, { signal });
}

/** `getPhotos` as a query, key `['photos']`; uploads, deletions and a new main photo write their answer into it. */
export function photosQueryOptions() {
  return queryOptions({ queryKey: ['photos'], queryFn: ({ signal }) => getPhotos(signal) });
}

import { api } from '@amora/shared';
import type { OwnPhotos } from '@amora/shared';

/**
 * `GET /api/photos.php` (login, contract issue 4) → own photos incl. pending ones (by position), the
 * upload limit (3 free / 25 premium, spec §5) and the main photo's id.
 * @throws ApiError
 */
export function getPhotos(signal?: AbortSignal): Promise<OwnPhotos> {
  return api.get<OwnPhotos>('/api/photos.php', undefined, { signal });
}

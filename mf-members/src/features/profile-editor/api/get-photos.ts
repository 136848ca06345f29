import { api } from '@amora/shared';
import type { PhotosState } from '../types';

/**
 * `GET /api/photos.php` (login, contract issue 4) → own photos incl. pending ones (by position), the
 * upload limit (3 free / 25 premium, spec §5) and the main photo's id.
 * @throws ApiError
 */
export function getPhotos(signal?: AbortSignal): Promise<PhotosState> {
  return api.get<PhotosState>('/api/photos.php', undefined, { signal });
}

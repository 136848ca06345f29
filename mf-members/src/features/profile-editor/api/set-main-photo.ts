import { api } from '@amora/shared';
import type { OwnPhotos } from '@amora/shared';

/**
 * `PUT /api/photos.php {image, main: true}` (contract issue 4): makes an own photo the main photo.
 * @returns the new photo list. @throws ApiError 404 when the photo is not the member's.
 */
export function setMainPhoto(image: number): Promise<OwnPhotos> {
  return api.put<OwnPhotos>('/api/photos.php', { image, main: true });
}

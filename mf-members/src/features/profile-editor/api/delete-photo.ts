import { api } from '@amora/shared';
import type { OwnPhotos } from '@amora/shared';

/**
 * `DELETE /api/photos.php {image}` (contract issue 4): deletes an own photo; the main photo moves to the next one.
 * @returns the new photo list. @throws ApiError 404 when the photo is not the member's.
 */
export function deletePhoto(image: number): Promise<OwnPhotos> {
  return api.delete<OwnPhotos>('/api/photos.php', { image });
}

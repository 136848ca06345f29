import { ApiError, type Image } from '@amora/shared';

/** Picture types the API accepts (contract `POST /api/photos.php`). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest upload the API accepts, in bytes (10 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST /api/photos.php` (login) — uploads one picture as the raw request body with its own
 * `Content-Type` (not JSON, so not through `api`). The first photo becomes the main photo; it stays
 * `pending` until reviewed (spec §5 "Pictures are inspected before display").
 * @returns 201 the new image.
 * @throws ApiError 403 `photo_limit` (+ `limit`), 415 `unsupported_image`, 413 `image_too_large`
 * (+ `max_bytes`), 400 `invalid_image`; `network_error` (status 0) when offline.
 */
export async function uploadPhoto(file: File): Promise<Image> {
  let response: Response;
  try {
    response = await fetch('/api/photos.php', { method: 'POST', body: file, headers: { 'Content-Type': file.type }, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  let data: Record<string, unknown> = {};
  try {
    data = (await response.json()) as Record<string, unknown>;
  } catch {
    data = {};
  }
  if (!response.ok) {
    const code = typeof data.error === 'string' ? data.error : `http_${response.status}`;
    throw new ApiError(response.status, code, typeof data.message === 'string' ? data.message : response.statusText, data);
  }
  return data.image as Image;
}

import type { Image } from '../types';
import { ApiError } from './client';

/**
 * `POST /api/photos.php` (login): uploads one photo as the raw request body with its own
 * `Content-Type` (not JSON, so not through `api.post`). The API answers 201 `{image}` with
 * `status: "pending"`: photos are inspected before others see them (spec §5); the member's first
 * photo becomes the main photo.
 * @throws ApiError 403 `photo_limit` (+ `limit`: 3 free, 25 premium), 415 `unsupported_image`,
 * 413 `image_too_large` (+ `max_bytes`), 400 `invalid_image`; status 0 `network_error` when offline.
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
    data = ((await response.json()) ?? {}) as Record<string, unknown>;
  } catch {
    data = {};
  }
  if (!response.ok) {
    const code = typeof data.error === 'string' ? data.error : `http_${response.status}`;
    throw new ApiError(response.status, code, typeof data.message === 'string' ? data.message : response.statusText, data);
  }
  return data.image as Image;
}

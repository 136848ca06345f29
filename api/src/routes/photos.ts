import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import {
  invalidImage,
  mediaType,
  PHOTO_CONTENT_TYPES,
  processPhoto,
  readImageBody,
  removePhotoFiles,
  storePhoto,
  unsupportedImage,
} from '../services/photo-store.js';
import type { Image, OwnPhotos } from '../types.js';

const imageIdSchema = z.object({ image: z.coerce.number().int().positive() });
const mainSchema = z.object({ image: z.number().int().positive(), main: z.literal(true) });

/**
 * `/api/photos.php` — the member's photos (spec §1 "3 photos free, 25 premium", §4 "Pictures
 * are inspected before display"):
 * - `GET` (login) → `{images, limit, main_image_id}`: own photos (pending and disabled too) by
 *   position; `limit` 3, or 25 for a premium member (paid_user).
 * - `POST` (login) raw body `Content-Type: image/jpeg|image/png|image/webp`, ≤ 10 MB → 201
 *   `{image}` (`pending`): EXIF-rotated, inside 1200×1200, WebP, metadata stripped; thumbnail
 *   96×96. Files `photos/<profile_id>/<random>.webp` (+ `-thumb.webp`) in the media store. The
 *   first photo becomes the main one. 403 `photo_limit` (+ limit), 415 `unsupported_image`,
 *   413 `image_too_large` (+ max_bytes), 400 `invalid_image`.
 * - `PUT` (login) `{image, main: true}` → `{images, limit, main_image_id}`; 404 when not own.
 * - `DELETE` (login) `{image}` (or `?image=`) → same shape; the files go too and the main photo
 *   moves to the next one; 404 when not own.
 * The operator reviews uploads in the photo queue (`/api/operator/photos.php`, issue 31).
 */
const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.repos;
  const media = app.storage;

  // Raw image bodies, for this route file only (other routes keep answering 415 to non-JSON).
  app.addContentTypeParser([...PHOTO_CONTENT_TYPES], readImageBody);
  // Any other type: a clear 415 for uploads instead of the generic unsupported_media_type.
  app.addContentTypeParser('*', async (request: FastifyRequest) => {
    throw request.method === 'POST' ? unsupportedImage() : new ApiError(415, 'unsupported_media_type', 'Unsupported content type.');
  });

  async function ownPhotos(userId: number, profileId: number): Promise<OwnPhotos> {
    const [own, limit] = await Promise.all([photos.own(profileId), photos.limit(userId)]);
    return { images: own.images, limit, main_image_id: own.main_image_id };
  }

  app.get('/api/photos.php', async (request): Promise<OwnPhotos> => {
    const user = requireUser(request);
    return ownPhotos(user.id, user.profileId);
  });

  app.post('/api/photos.php', async (request, reply): Promise<{ image: Image }> => {
    const user = requireUser(request);
    if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(mediaType(request)) || !Buffer.isBuffer(request.body)) {
      throw unsupportedImage();
    }
    if (request.body.length === 0) throw invalidImage();
    const limit = await photos.limit(user.id);
    const photoLimit = () => new ApiError(403, 'photo_limit', `You can upload up to ${limit} photos.`, { limit });
    if ((await photos.count(user.profileId)) >= limit) throw photoLimit();
    const files = await storePhoto(media, user.profileId, await processPhoto(request.body));
    const image = await photos.add(user.profileId, files, limit);
    if (!image) {
      await removePhotoFiles(media, files);
      throw photoLimit();
    }
    reply.code(201);
    return { image };
  });

  app.put('/api/photos.php', async (request): Promise<OwnPhotos> => {
    const user = requireUser(request);
    const { image } = parseInput(mainSchema, request.body);
    if (!(await photos.setMain(user.profileId, image))) throw notFound('Image not found.');
    return ownPhotos(user.id, user.profileId);
  });

  app.delete('/api/photos.php', async (request): Promise<OwnPhotos> => {
    const user = requireUser(request);
    const { image } = parseInput(imageIdSchema, request.body ?? request.query);
    const files = await photos.remove(user.profileId, image);
    if (!files) throw notFound('Image not found.');
    await removePhotoFiles(media, files);
    return ownPhotos(user.id, user.profileId);
  });
};

export default photosRoutes;

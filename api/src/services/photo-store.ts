import type { FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { MEMBER_RULES } from '../config.js';
import { ApiError } from '../errors.js';
import type { PhotoFiles } from '../repositories/photos.js';
import type { Storage } from './storage/storage.js';

/** Content types `POST /api/photos.php` accepts (raw body). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** sharp's format names of the accepted types (the bytes must really be one of them). */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const unsupportedImage = (): ApiError =>
  new ApiError(415, 'unsupported_image', 'Please upload a JPEG, PNG or WebP image.');
export const invalidImage = (): ApiError => new ApiError(400, 'invalid_image', 'This file is not a readable image.');
export const imageTooLarge = (): ApiError =>
  new ApiError(413, 'image_too_large', `The image may be at most ${MEMBER_RULES.photoMaxBytes / (1024 * 1024)} MB.`, {
    max_bytes: MEMBER_RULES.photoMaxBytes,
  });

/** A processed upload: the photo and its thumbnail, both WebP. */
export interface ProcessedPhoto {
  photo: Buffer;
  thumb: Buffer;
}

/**
 * Turns an uploaded JPEG/PNG/WebP into the stored files: rotated by its EXIF orientation,
 * resized to fit inside MEMBER_RULES.photoMaxSide² (never enlarged), WebP; and a
 * thumbSize² cover-cropped thumbnail. No metadata is kept (sharp drops EXIF, GPS, ICC and XMP
 * unless asked with withMetadata), so the location where a photo was taken never leaks.
 * Throws 415 `unsupported_image` for another format, 400 `invalid_image` for unreadable bytes.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw invalidImage();
  }
  if (!format || !SHARP_FORMATS.has(format)) throw unsupportedImage();
  try {
    const oriented = () => sharp(input, { failOn: 'error' }).rotate();
    const side = MEMBER_RULES.photoMaxSide;
    const [photo, thumb] = await Promise.all([
      oriented().resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      oriented()
        .resize(MEMBER_RULES.thumbSize, MEMBER_RULES.thumbSize, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { photo, thumb };
  } catch {
    throw invalidImage();
  }
}

/** Cache-Control of stored photos: their names are random and never reused (a deleted photo's URL answers 404 after a day at most). */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Stores a processed photo in the media store (issue 33: local directory or bucket) as
 * `photos/<profileId>/<random>.webp` and `…/<random>-thumb.webp` (`image/webp`); returns both keys,
 * relative to the CDN prefix, e.g. `photos/12/3f9c…e1.webp`.
 */
export async function storePhoto(storage: Storage, profileId: number, processed: ProcessedPhoto): Promise<PhotoFiles> {
  const name = crypto.randomBytes(12).toString('hex');
  const relDir = `photos/${profileId}`;
  const files: PhotoFiles = { filename: `${relDir}/${name}.webp`, thumb_filename: `${relDir}/${name}-thumb.webp` };
  await Promise.all([
    storage.put(files.filename, processed.photo, 'image/webp', PHOTO_CACHE_CONTROL),
    storage.put(files.thumb_filename, processed.thumb, 'image/webp', PHOTO_CACHE_CONTROL),
  ]);
  return files;
}

/** Removes a photo's files from the media store (missing files are fine). Only keys under `photos/` are touched (never the seed's shared avatars). */
export async function removePhotoFiles(storage: Storage, files: PhotoFiles): Promise<void> {
  await Promise.all(
    [files.filename, files.thumb_filename]
      .filter((f) => f.startsWith('photos/') && !f.split('/').includes('..'))
      .map((f) => storage.delete(f)),
  );
}

/** The media type of a request without parameters, lower case ('' when absent). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A fastify content-type parser for raw image uploads (profile photos, chat photos): reads the
 * body up to MEMBER_RULES.photoMaxBytes; 413 `image_too_large` (+ max_bytes) beyond it (also from
 * Content-Length before reading).
 */
export async function readImageBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const max = MEMBER_RULES.photoMaxBytes;
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) throw imageTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > max) throw imageTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

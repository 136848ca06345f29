import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/*
 * One interface for the files Amora keeps beside the database (issue 33 "Object storage"): profile
 * and chat photos, gift pictures, seeded avatars. Two backends: a local directory (local.ts, the
 * default: `<AMORA_CDN_DIR>/media`) and an S3-compatible bucket (s3.ts). Keys are the paths the
 * API stores and the CDN serves under `settings.cdn_prefix` (`photos/12/3f9c….webp`,
 * `gifts/rose.svg`), so URLs are the same with either backend.
 */

/** An object read back: its bytes as a stream, its media type and its length in bytes. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  length: number;
}

/** Where media files live; every method takes a key relative to the media root (see {@link assertKey}). */
export interface Storage {
  /** `local` or `s3`. */
  readonly kind: 'local' | 's3';
  /** For logs: the directory, or `s3://<bucket>/<prefix>`. */
  readonly location: string;
  /**
   * Stores `body` under `key`, replacing what was there. `contentType` is sent with the object
   * (`image/webp`); `cacheControl` too where the backend keeps headers (S3: what a bucket used
   * directly as the CDN answers; the local CDN server sets its own). Throws when the key is
   * invalid or the backend refuses.
   */
  put(key: string, body: Buffer | Uint8Array | string, contentType: string, cacheControl?: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether an object exists under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes the object under `key`; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (e.g. `photos/12/`); returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every key under `prefix` ('' = all), in no particular order (backups). */
  list(prefix?: string): AsyncIterable<string>;
  /** Resolves when the store is reachable and writable (local) or the bucket answers (S3); throws otherwise (`/readyz`). */
  check(): Promise<void>;
}

/** The media type of a key by its extension; `application/octet-stream` when unknown (one table with the tools'). */
export { contentTypeOf, MEDIA_CACHE_CONTROL } from '@amora/contracts/object-storage';

/**
 * Throws unless `key` is a plain relative path: not empty, no leading `/`, no `\`, no NUL, no
 * empty, `.` or `..` segment. Keys come from our own code, never from a request; this keeps a bug
 * from writing outside the media root or the bucket prefix.
 */
export function assertKey(key: string): void {
  const bad = key.length === 0 || key.startsWith('/') || key.includes('\\') || key.includes('\0') || key.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** Throws unless `prefix` is '' or a valid key followed by `/` (a prefix never matches half a name by accident). */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix ${JSON.stringify(prefix)}: it must end with /`);
  assertKey(prefix.slice(0, -1));
}

/** The whole object under `key` as bytes, or null when there is none (small files: photos, gift pictures). */
export async function readObject(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  return object ? buffer(object.body) : null;
}

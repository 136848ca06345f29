import { type Config, mediaDir } from '../../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { s3SettingsProblems } from '@amora/contracts/object-storage';
import type { Storage } from './storage.js';

export { createLocalStorage } from './local.js';
export { createS3Storage } from './s3.js';
export { readS3Settings, type S3Settings, s3SettingsProblems } from '@amora/contracts/object-storage';
export { contentTypeOf, MEDIA_CACHE_CONTROL, readObject, type Storage, type StoredObject } from './storage.js';

/** The bucket prefix of the media: the bucket mirrors the local CDN folder (`media/…`, `<remote>/<version>/…`). */
export const MEDIA_PREFIX = 'media/';

/** What in the storage settings keeps the API (and the CLIs) from starting: the S3_* checks of @amora/contracts/object-storage. */
export function storageProblems(config: Config): string[] {
  return s3SettingsProblems(config.s3, config.nodeEnv);
}

const made = new WeakMap<Config, Storage>();

/**
 * The media store of a configuration (issue 33 "Object storage"): the bucket `S3_BUCKET` under
 * `media/` when S3_* is set (config.s3), else the local directory `<AMORA_CDN_DIR>/media`. One
 * per config object (the app's `app.storage`, the purge, the seed share its client).
 * @throws Error naming the variables when the S3 settings are incomplete or malformed — never a
 *   silent fallback to the local directory.
 */
export function mediaStorage(config: Config): Storage {
  const existing = made.get(config);
  if (existing) return existing;
  const problems = storageProblems(config);
  if (problems.length > 0) throw new Error(`invalid object storage settings:\n  ${problems.join('\n  ')}`);
  const storage = config.s3 ? createS3Storage(config.s3, MEDIA_PREFIX) : createLocalStorage(mediaDir(config));
  made.set(config, storage);
  return storage;
}

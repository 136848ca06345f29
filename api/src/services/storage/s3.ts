import type { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL, openBucket, type S3Settings } from '@amora/contracts/object-storage';
import { assertKey, assertPrefix, contentTypeOf, type Storage } from './storage.js';

/** Types a bucket answers for an object stored without one. */
const UNTYPED = new Set(['application/octet-stream', 'binary/octet-stream']);

/**
 * The S3-compatible backend (issue 33): objects `<prefix><key>` in the bucket of `settings`
 * (`media/photos/12/….webp` for the media, `prefix` = `media/`), so the bucket mirrors the local
 * CDN folder and tools/cdn-server.mjs serves it under the same URLs. Each object carries its
 * Content-Type and Cache-Control (a bucket used directly as the CDN answers them). The bucket's
 * client is the one the tools use (`openBucket` of @amora/contracts/object-storage); `client`
 * replaces the SDK client it makes from the settings.
 * @throws Error when `settings` name no bucket
 */
export function createS3Storage(settings: S3Settings, prefix: string, client?: S3Client): Storage {
  assertPrefix(prefix);
  if (!settings.bucket) throw new Error('S3_BUCKET must be set');
  const bucket = openBucket(settings, client);
  const Key = (key: string): string => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  const storage: Storage = {
    kind: 's3',
    location: `s3://${bucket.name}/${prefix}`,
    async put(key, body, contentType, cacheControl = MEDIA_CACHE_CONTROL) {
      await bucket.put(Key(key), body, { contentType, cacheControl });
    },
    async get(key) {
      const answer = await bucket.get(Key(key));
      if (!answer || 'notModified' in answer) return null;
      const type = answer.contentType && !UNTYPED.has(answer.contentType) ? answer.contentType : contentTypeOf(key);
      return { body: answer.body, contentType: type, length: answer.contentLength ?? 0 };
    },
    exists: (key) => bucket.exists(Key(key)),
    delete: (key) => bucket.delete(Key(key)),
    async deletePrefix(sub) {
      assertPrefix(sub);
      let count = 0;
      let batch: string[] = [];
      // DeleteObjects takes at most 1000 keys, as a listing page holds.
      for await (const key of bucket.list(`${prefix}${sub}`)) {
        batch.push(key);
        if (batch.length === 1000) {
          await bucket.deleteMany(batch);
          count += batch.length;
          batch = [];
        }
      }
      await bucket.deleteMany(batch);
      return count + batch.length;
    },
    async *list(sub = '') {
      assertPrefix(sub);
      for await (const key of bucket.list(`${prefix}${sub}`)) yield key.slice(prefix.length);
    },
    check: () => bucket.check(),
  };
  return storage;
}

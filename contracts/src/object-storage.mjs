// The S3-compatible bucket of media and releases (issue 33 "Object storage"), written once for the
// API (services/storage/s3.ts) and the tools (release, CDN server, backups: tools/lib/bucket.mjs).
// Plain JavaScript with its types in object-storage.d.mts, because the tools and the CDN server run
// under Node without a TypeScript loader. The bucket mirrors the local CDN folder: `media/photos/…`,
// `mf_chat/<version>/remoteEntry.js`.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

// The SDK warns once per process that its releases after January 2027 need Node 22 (we run Node 20
// with @aws-sdk/client-s3 3.x); the note is in api/README.md, not in every log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The variables, in the order problems name them. */
export const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** The region when `S3_REGION` is unset (AWS's default; R2 takes `auto`, MinIO any). */
export const DEFAULT_S3_REGION = 'us-east-1';

/** Cache-Control of a release's files: versioned folders never change (as the local CDN serves them). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control of media objects (a day, as the local CDN serves them: a gift picture may change under its name). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** Well-known development credentials (s3rver's, MinIO's): production refuses them. */
const DEV_CREDENTIALS = new Set(['S3RVER', 'minioadmin']);

/** A bucket name as S3 allows it: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const set = (value) => (value && value.trim().length > 0 ? value.trim() : null);

/** `true`/`false` from `1`, `true`, `yes` / `0`, `false`, `no`; undefined for anything else. */
function flag(value) {
  const v = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(v)) return true;
  if (['0', 'false', 'no'].includes(v)) return false;
  return undefined;
}

/** Whether `value` is an http(s) URL with nothing but scheme, host and port. */
function validEndpoint(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * The settings from the environment (each trimmed), or null when no S3_* variable is set (the
 * local folder is the store). `bucketVariable` reads the bucket's name from another variable
 * (`S3_BACKUP_BUCKET` for backups), falling back to `S3_BUCKET`.
 */
export function readS3Settings(env, { bucketVariable = 'S3_BUCKET' } = {}) {
  if (!S3_VARIABLES.some((name) => set(env[name]) !== null) && !set(env[bucketVariable])) return null;
  return {
    bucket: set(env[bucketVariable]) ?? set(env.S3_BUCKET),
    bucketVariable: set(env[bucketVariable]) ? bucketVariable : 'S3_BUCKET',
    endpoint: set(env.S3_ENDPOINT),
    region: set(env.S3_REGION) ?? DEFAULT_S3_REGION,
    accessKeyId: set(env.S3_ACCESS_KEY_ID),
    secretAccessKey: set(env.S3_SECRET_ACCESS_KEY),
    forcePathStyle: set(env.S3_FORCE_PATH_STYLE),
  };
}

/**
 * What keeps a process from using these settings, one line per problem naming the variable (any
 * NODE_ENV: a half-configured bucket never falls back to the local folder silently): S3_* set
 * without a bucket, a malformed bucket name, an `S3_ENDPOINT` that is not an http(s) origin, one
 * key without the other, a malformed region or `S3_FORCE_PATH_STYLE`; in production also
 * s3rver's or MinIO's default credentials. Empty when fine (and for null).
 */
export function s3SettingsProblems(s3, nodeEnv = '') {
  if (!s3) return [];
  const problems = [];
  if (!s3.bucket) problems.push('S3_BUCKET must be set when any S3_* variable is (the bucket of media and releases); unset every S3_* to keep media in the local directory');
  else if (!BUCKET_NAME.test(s3.bucket)) problems.push(`${s3.bucketVariable} "${s3.bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
  if (s3.endpoint !== null && !validEndpoint(s3.endpoint)) {
    problems.push(`S3_ENDPOINT "${s3.endpoint}" must be the store's http(s) origin without path or credentials, e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000`);
  }
  if ((s3.accessKeyId === null) !== (s3.secretAccessKey === null)) {
    const [missing, given] = s3.accessKeyId === null ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    problems.push(`${missing} must be set with ${given} (or leave both unset for the SDK's default credentials)`);
  }
  if (!/^[a-z0-9-]{2,32}$/.test(s3.region)) problems.push(`S3_REGION "${s3.region}" is not a region name (e.g. us-east-1, eu-central-1, auto)`);
  if (s3.forcePathStyle !== null && flag(s3.forcePathStyle) === undefined) problems.push(`S3_FORCE_PATH_STYLE must be 1 or 0 (true or false), not "${s3.forcePathStyle}"`);
  if (nodeEnv === 'production' && (DEV_CREDENTIALS.has(s3.accessKeyId ?? '') || DEV_CREDENTIALS.has(s3.secretAccessKey ?? ''))) {
    problems.push("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY must be real credentials in production, not a test server's defaults");
  }
  return problems;
}

/**
 * The S3 client's options for valid settings. Path-style addressing (`<endpoint>/<bucket>/<key>`)
 * when `S3_FORCE_PATH_STYLE` says so, else whenever an endpoint is set (MinIO, s3rver, most
 * self-hosted stores need it; R2 accepts it). Checksums only where an operation requires them:
 * S3-compatible stores (s3rver, older MinIO, some vendors) reject the SDK's default CRC trailers.
 */
export function s3ClientConfig(s3) {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle !== null ? (flag(s3.forcePathStyle) ?? false) : s3.endpoint !== null,
    ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Media types by extension of the files Amora stores and the CDN serves (remotes' builds and media). */
const TYPES = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

/** The media type of a key or file name by its extension (`application/octet-stream` when unknown). */
export function contentTypeOf(name) {
  return TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * A file's upload headers: a `.br`/`.gz` sibling keeps its original's Content-Type and gets
 * `Content-Encoding: br`/`gzip` (`remoteEntry.js.br` → JavaScript, br).
 */
export function uploadHeaders(name) {
  const sibling = /\.(br|gz)$/.exec(name);
  if (!sibling) return { contentType: contentTypeOf(name), contentEncoding: undefined };
  return { contentType: contentTypeOf(name.slice(0, -sibling[0].length)), contentEncoding: sibling[1] === 'br' ? 'br' : 'gzip' };
}

/** Whether the SDK's error is a 404 (no such key, no such bucket). */
const notFound = (error) => error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

/**
 * A client of the bucket of valid `settings` ({@link readS3Settings}, no {@link s3SettingsProblems}):
 * `put`, `get`, `exists`, `list`, `delete`, `deleteMany`, `check` on full keys. `get` answers null
 * for a missing key and `{notModified: true}` when `ifNoneMatch` matches. `client` defaults to one
 * made from the settings (AWS SDK v3).
 */
export function openBucket(settings, client = new S3Client(s3ClientConfig(settings))) {
  const Bucket = settings.bucket;
  return {
    name: Bucket,
    /** Stores `body` (Buffer, string, or a Readable with `contentLength` in bytes; one PUT, so at most 5 GB) under `key` with its headers. */
    async put(key, body, { contentType = contentTypeOf(key), cacheControl, contentEncoding, contentLength } = {}) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControl, ContentEncoding: contentEncoding, ContentLength: contentLength }));
    },
    /** `{body (Readable), contentType, contentLength, contentEncoding, etag, lastModified}`, null when missing. */
    async get(key, { ifNoneMatch } = {}) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a Node stream');
        return { body: answer.Body, contentType: answer.ContentType, contentLength: answer.ContentLength, contentEncoding: answer.ContentEncoding, etag: answer.ETag, lastModified: answer.LastModified };
      } catch (error) {
        if (error?.$metadata?.httpStatusCode === 304) return { notModified: true };
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    /** Every key under `prefix`, as an async iterable. */
    async *list(prefix = '') {
      let ContinuationToken;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    /** Removes up to 1,000 keys in one request. @throws Error naming the first key the store refused */
    async deleteMany(keys) {
      if (keys.length === 0) return;
      const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
      if (answer.Errors?.length) throw new Error(`deleting ${answer.Errors.length} objects failed: ${answer.Errors[0]?.Key ?? ''} ${answer.Errors[0]?.Code ?? ''} ${answer.Errors[0]?.Message ?? ''}`);
    },
    /** Resolves when the bucket answers (readiness); throws otherwise. */
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    destroy() {
      client.destroy();
    },
  };
}

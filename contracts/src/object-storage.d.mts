// Types of object-storage.mjs (the S3-compatible bucket shared by the API and the tools; issue 33).
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

export declare const S3_VARIABLES: readonly string[];
export declare const DEFAULT_S3_REGION: string;
export declare const IMMUTABLE: string;
export declare const MEDIA_CACHE_CONTROL: string;

/** The raw settings of S3_* (each trimmed, null when unset or blank). */
export interface S3Settings {
  /** The bucket of media and releases (required once any S3_* is set). */
  bucket: string | null;
  /** Which variable named the bucket (`S3_BUCKET`, or `S3_BACKUP_BUCKET` for backups). */
  bucketVariable: string;
  /** `S3_ENDPOINT`: the store's origin; null = AWS S3 of the region. */
  endpoint: string | null;
  /** `S3_REGION` (default us-east-1). */
  region: string;
  /** `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY`: both or neither (neither = the SDK's default chain). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `S3_FORCE_PATH_STYLE` as written; null = path style exactly when an endpoint is set. */
  forcePathStyle: string | null;
}

export declare function readS3Settings(env: NodeJS.ProcessEnv | Record<string, string | undefined>, options?: { bucketVariable?: string }): S3Settings | null;
export declare function s3SettingsProblems(s3: S3Settings | null, nodeEnv?: string): string[];
export declare function s3ClientConfig(s3: S3Settings): S3ClientConfig;
export declare function contentTypeOf(name: string): string;
export declare function uploadHeaders(name: string): { contentType: string; contentEncoding: 'br' | 'gzip' | undefined };

/** An object read from the bucket. */
export interface BucketObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  contentEncoding: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A client of one bucket, on full keys. */
export interface Bucket {
  readonly name: string;
  put(key: string, body: Buffer | Uint8Array | string | Readable, headers?: { contentType?: string; cacheControl?: string; contentEncoding?: string; contentLength?: number }): Promise<void>;
  get(key: string, options?: { ifNoneMatch?: string }): Promise<BucketObject | { notModified: true } | null>;
  exists(key: string): Promise<boolean>;
  list(prefix?: string): AsyncIterable<string>;
  delete(key: string): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
  check(): Promise<void>;
  destroy(): void;
}

export declare function openBucket(settings: S3Settings, client?: S3Client): Bucket;

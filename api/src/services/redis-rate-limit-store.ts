/*
 * The rate limits' counters in Redis (issue 33 "Shared limits"): @fastify/rate-limit's own
 * RedisStore (one Lua script: INCR and PEXPIRE of `<prefix><METHOD><url>-<key>`), so every API
 * process on one Redis counts the same window. Wrapped only to report a failed count, which the
 * plugin (with `skipOnError`) lets through uncounted: the limits fail open while Redis is away.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** Prefix of every rate limit key in Redis (`amora:rl:POST/api/signup.php-a:203.0.113.7`). */
export const RATE_LIMIT_KEY_PREFIX = 'amora:rl:';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The library store's shape (its file has no type declarations). */
interface LibraryStore {
  incr(key: string, callback: Counted, timeWindow?: number, max?: number): void;
  child(routeOptions: unknown): LibraryStore;
}
type LibraryStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, prefix: string) => LibraryStore;

const LibraryRedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as LibraryStoreCtor;

/** What the plugin hands a store's constructor (its global options). */
type StoreParams = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * A store class for @fastify/rate-limit's `store` option counting in `redis` under
 * {@link RATE_LIMIT_KEY_PREFIX}; `failed(error)` is called for each count Redis could not make
 * (connection down, no answer within the client's command timeout).
 */
export function redisRateLimitStore(redis: Redis, failed: (error: Error) => void): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    readonly #inner: LibraryStore;

    constructor(params: StoreParams, inner?: LibraryStore) {
      this.#inner = inner ?? new LibraryRedisStore(params.continueExceeding === true, params.exponentialBackoff === true, redis, RATE_LIMIT_KEY_PREFIX);
    }

    incr(key: string, callback: Counted, timeWindow?: number, max?: number): void {
      this.#inner.incr(
        key,
        (error, result) => {
          if (error) failed(error);
          callback(error, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedStore({}, this.#inner.child(routeOptions));
    }
  }
  return SharedStore;
}

/*
 * The API process's Redis connection (issue 33 "Shared limits"): ioredis, tuned so that Redis
 * trouble never holds a request up. While Redis is unreachable, commands fail at once (no offline
 * queue) and a command Redis does not answer fails after `REDIS.commandTimeoutMs`; the client keeps
 * reconnecting in the background. What fails is logged, at most once per `REDIS.logEveryMs`.
 */
import { Redis } from 'ioredis';

/** Tunables of the Redis connection, ms. */
export const REDIS = {
  /** A connection attempt gives up after this long (then the next one, see `retryMaxMs`). */
  connectTimeoutMs: 2_000,
  /** A command Redis does not answer fails after this long (the rate limit then lets the request through). */
  commandTimeoutMs: 500,
  /** Reconnection attempts wait 100 ms, 200 ms, … up to this long between them, forever. */
  retryMaxMs: 2_000,
  /** Failures are logged at most this often (one line with how many happened since the last one). */
  logEveryMs: 60_000,
} as const;

interface Log {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

/** A Redis client and what goes with it. */
export interface RedisConnection {
  client: Redis;
  /** Records a failed command of `what` (e.g. "rate limit"): logged as an error at most once per `REDIS.logEveryMs`. */
  failed(error: unknown, what: string): void;
  /** Waits until the first connection is ready, at most `ms`; resolves false (logged) when Redis did not answer by then. */
  ready(ms?: number): Promise<boolean>;
  /** Closes the connection (QUIT, or a hard disconnect when Redis is away); never throws. */
  close(): Promise<void>;
}

/**
 * Opens the connection to `url` (a `REDIS_URL` checked by redis-config.ts) and logs its trouble
 * through `log`: the first failure at once, then at most one line per `REDIS.logEveryMs` with the
 * number of failures since; a reconnection after trouble is logged once at info level.
 */
export function connectRedis(url: string, log: Log, name = 'amora-api'): RedisConnection {
  const client = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS.connectTimeoutMs,
    commandTimeout: REDIS.commandTimeoutMs,
    retryStrategy: (times) => Math.min(times * 100, REDIS.retryMaxMs),
  });
  let lastLogged = 0;
  let unlogged = 0;
  let troubled = false;
  const failed = (error: unknown, what: string) => {
    troubled = true;
    unlogged++;
    const now = Date.now();
    if (now - lastLogged < REDIS.logEveryMs) return;
    log.error({ err: error, failures: unlogged, what }, 'Redis unreachable: rate limits let requests through uncounted until it answers again');
    lastLogged = now;
    unlogged = 0;
  };
  // Without an 'error' listener ioredis prints every failed reconnection to the console.
  client.on('error', (error: unknown) => failed(error, 'connection'));
  client.on('ready', () => {
    if (!troubled) return;
    troubled = false;
    log.info({ failuresSinceLastLog: unlogged }, 'Redis reachable again: rate limits are shared across processes again');
    lastLogged = 0;
    unlogged = 0;
  });
  return {
    client,
    failed,
    ready(ms = REDIS.connectTimeoutMs) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          if (!ok) log.error({ ms }, 'Redis did not answer at start: rate limits let requests through uncounted until it does');
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), ms);
        client.once('ready', onReady);
      });
    },
    async close() {
      try {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      } catch {
        client.disconnect();
      }
    },
  };
}

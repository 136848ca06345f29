import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis, type RedisConnection } from '../services/redis-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared Redis of `REDIS_URL` (issue 33 "Shared limits"), or null when unset: rate limits
     * are then counted in this process's memory. `/readyz` checks it with PING (plugins/health.ts).
     */
    redis: Redis | null;
    /** Reports a failed Redis command (logged at most once a minute); a no-op without Redis. */
    redisFailed: RedisConnection['failed'];
  }
}

/**
 * Plugin 2 (issue 33): refuses a malformed `REDIS_URL` (naming it); connects to `config.redis.url` when set and waits for it at most 2 s (an
 * unreachable Redis is logged and the app starts anyway: the limits fail open until it answers,
 * and `/readyz` says `redis: failed`); decorates `app.redis` (null without REDIS_URL) and closes
 * the connection when the app closes.
 */
export const redisPlugin = fp(
  async (app) => {
    const { url, problems } = app.config.redis;
    if (problems.length > 0) throw new Error(`invalid Redis settings:\n  ${problems.join('\n  ')}`);
    if (!url) {
      app.decorate('redis', null);
      app.decorate('redisFailed', () => undefined);
      return;
    }
    const connection = connectRedis(url, app.log);
    app.decorate('redis', connection.client);
    app.decorate('redisFailed', connection.failed);
    app.addHook('onClose', () => connection.close());
    await connection.ready();
  },
  { name: 'amora-redis', dependencies: ['amora-config'] },
);

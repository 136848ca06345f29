// Issue 33 "Shared limits": with REDIS_URL every API process counts the rate limits of
// plugins/rate-limits.ts in one Redis (a real redis-server started here), so three API instances
// on one database together allow the documented limit, not three times it; without REDIS_URL each
// counts alone, as before. Redis going away lets requests through uncounted (fail open, logged),
// and counting resumes when it is back. A malformed REDIS_URL keeps the API from starting.
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { RATE_LIMITS } from '../plugins/rate-limits.js';
import { readRedisSettings } from '../services/redis-config.js';
import { startApiProcess } from './api-process.js';
import { body, request, setupTestApp, signUpMember, type TestContext } from './helpers.js';
import { HAS_REDIS_SERVER, NO_REDIS_SERVER, startRedis, type TestRedis } from './redis-server.js';

const limitOf = (method: string, url: string) => {
  const rule = RATE_LIMITS.find((r) => r.method === method && r.url === url);
  assert.ok(rule, `${method} ${url} has a limit`);
  return rule.max;
};

const complaint = (app: FastifyInstance, remoteAddress: string) =>
  request(app, {
    method: 'POST',
    url: '/api/complaints.php',
    remoteAddress,
    payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A complaint long enough to be stored.' },
  });

/** Waits (polling every 20 ms, at most `ms`) until `check` holds. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let ctx: TestContext;
  let redis: TestRedis | null = null;
  const apps: FastifyInstance[] = [];

  before(async () => {
    ctx = await setupTestApp({ rateLimitScale: 1 });
    if (HAS_REDIS_SERVER) redis = await startRedis();
  });
  after(async () => {
    for (const app of apps) await app.close();
    await ctx.close();
    await redis?.stop();
  });

  /** Three more API instances on the test's database, counting in `redisUrl` (null: each in its memory). */
  const threeApps = async (redisUrl: string | null, logStream?: PassThrough) => {
    const made: FastifyInstance[] = [];
    for (let i = 0; i < 3; i++) {
      const config = { ...ctx.config, redis: { url: redisUrl, problems: [] }, ...(logStream ? { logger: true, logLevel: 'info' } : {}) };
      made.push(await buildApp({ db: ctx.db, config, ...(logStream ? { logStream } : {}) }));
    }
    apps.push(...made);
    return made;
  };

  it('three API instances on one Redis together allow a limit by address once, not three times', async (t) => {
    if (!redis) return t.skip(NO_REDIS_SERVER);
    const [a, b, c] = (await threeApps(redis.url)) as [FastifyInstance, FastifyInstance, FastifyInstance];
    const max = limitOf('POST', '/api/complaints.php');
    const each = [a, b, c];
    for (let i = 0; i < max; i++) assert.equal((await complaint(each[i % 3] as FastifyInstance, '203.0.113.50')).statusCode, 201, `complaint ${i + 1}`);
    for (const app of each) {
      const refused = await complaint(app, '203.0.113.50');
      assert.equal(refused.statusCode, 429, 'over the limit on every instance');
      assert.equal(body(refused).error, 'rate_limited');
      assert.ok(Number(refused.headers['retry-after']) > 3000, 'the window of the first request, about an hour');
    }
    // Another address has its own count.
    assert.equal((await complaint(c, '203.0.113.51')).statusCode, 201);
  });

  it('a limit by member counts the member across instances and addresses', async (t) => {
    if (!redis) return t.skip(NO_REDIS_SERVER);
    const [a, b, c] = (await threeApps(redis.url)) as [FastifyInstance, FastifyInstance, FastifyInstance];
    const member = await signUpMember(ctx);
    const max = limitOf('PUT', '/api/user.php');
    const each = [a, b, c];
    const change = (app: FastifyInstance, i: number) =>
      request(app, { method: 'PUT', url: '/api/user.php', cookie: member.cookie, remoteAddress: `198.51.100.${i}`, payload: { language: i % 2 ? 'de' : 'en' } });
    for (let i = 0; i < max; i++) assert.equal((await change(each[i % 3] as FastifyInstance, i)).statusCode, 200, `change ${i + 1}`);
    for (const app of each) assert.equal((await change(app, 99)).statusCode, 429);
  });

  it('without REDIS_URL each instance counts alone (unchanged)', async () => {
    const [a, b] = (await threeApps(null)) as [FastifyInstance, FastifyInstance, FastifyInstance];
    assert.equal(a.redis, null);
    const max = limitOf('POST', '/api/complaints.php');
    for (let i = 0; i < max; i++) assert.equal((await complaint(a, '203.0.113.60')).statusCode, 201);
    assert.equal((await complaint(a, '203.0.113.60')).statusCode, 429);
    for (let i = 0; i < max; i++) assert.equal((await complaint(b, '203.0.113.60')).statusCode, 201, 'the other instance has its own count');
    assert.equal((await complaint(b, '203.0.113.60')).statusCode, 429);
  });

  it('Redis away: requests pass uncounted (fail open, logged, /readyz says so); counting resumes when it is back', async (t) => {
    if (!redis) return t.skip(NO_REDIS_SERVER);
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const [a, b] = (await threeApps(redis.url, log)) as [FastifyInstance, FastifyInstance, FastifyInstance];
    const max = limitOf('POST', '/api/complaints.php');
    await redis.stop();
    await until(() => a.redis?.status !== 'ready' && b.redis?.status !== 'ready', 5_000, 'the clients to notice');
    const started = Date.now();
    for (let i = 0; i < max + 3; i++) assert.equal((await complaint(i % 2 ? a : b, '203.0.113.70')).statusCode, 201, `complaint ${i + 1} let through`);
    assert.ok(Date.now() - started < 2_000, 'no request waits for Redis');
    assert.match(logged, /Redis unreachable: rate limits let requests through uncounted/);
    const ready = await request(a, { method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.equal((body(ready).checks as Record<string, string>).redis, 'failed');

    await redis.start();
    await until(() => a.redis?.status === 'ready' && b.redis?.status === 'ready', 10_000, 'the clients to reconnect');
    assert.match(logged, /Redis reachable again/);
    for (let i = 0; i < max; i++) assert.equal((await complaint(i % 2 ? a : b, '203.0.113.71')).statusCode, 201);
    assert.equal((await complaint(a, '203.0.113.71')).statusCode, 429);
    assert.equal((await complaint(b, '203.0.113.71')).statusCode, 429);
    assert.equal((await request(a, { method: 'GET', url: '/readyz' })).statusCode, 200);
  });
});

describe('REDIS_URL checked at start', () => {
  it('accepts redis:// and rediss:// URLs with a database number, and nothing else, naming the variable', () => {
    for (const url of ['redis://127.0.0.1:6379', 'rediss://:secret@redis.internal:6380/2', 'redis://redis', ' redis://10.0.0.5/0 ']) {
      assert.deepEqual(readRedisSettings({ REDIS_URL: url }).problems, [], url);
    }
    assert.deepEqual(readRedisSettings({}), { url: null, problems: [] });
    assert.deepEqual(readRedisSettings({ REDIS_URL: '  ' }), { url: null, problems: [] });
    for (const url of ['localhost:6379', 'http://127.0.0.1:6379', 'redis://', 'redis://host/not-a-db', '127.0.0.1']) {
      const { problems } = readRedisSettings({ REDIS_URL: url });
      assert.equal(problems.length, 1, url);
      assert.match(problems[0] as string, /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/, url);
    }
    const withPassword = readRedisSettings({ REDIS_URL: 'postgres://user:hunter2-secret@host' }).problems.join();
    assert.doesNotMatch(withPassword, /hunter2/, 'the value, which may hold a password, is not repeated');
  });

  it('a malformed REDIS_URL refuses to start the API process (any NODE_ENV), naming it; never falls back to counting alone', async () => {
    await assert.rejects(startApiProcess({ REDIS_URL: 'localhost:6379', DATABASE_URL: '', AMORA_DATA_DIR: path.join(os.tmpdir(), `amora-redis-url-test-${process.pid}`) }), (error: Error) => {
      assert.match(error.message, /API process exited with 1/);
      assert.match(error.message, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
      assert.doesNotMatch(error.message, /listening on/);
      return true;
    });
  });
});

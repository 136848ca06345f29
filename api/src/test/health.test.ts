// Issue 33 "Health and shutdown": /healthz and /readyz of the API (plugins/health.ts) — alive,
// ready when the database and the media storage answer, 503 when the database is gone (PGlite
// closed; on PostgreSQL a stopped server, played by a TCP relay in front of it that stops and
// starts again), 503 draining while shutting down, and the event streams told to reconnect.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { databaseBackend, openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { DEMO_ANNA } from '../seed/index.js';
import { appWith, body, login, request, setupTestApp, type TestContext } from './helpers.js';
import { listenOnFreePort, Stream } from './sse-client.js';

/** A TCP relay to `target` on a free port of the loopback that can be stopped (every connection cut, none taken) and started again on the same port. */
async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe('health and readiness', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(() => ctx.close());

  it('GET /healthz: the process is alive; never cached, not for any site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.1.2.3:4000' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(body(res), { status: 'ok' });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('GET /readyz: ready when the database and the media storage answer', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/readyz' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('a check another module adds (Redis, object storage) counts; one that hangs fails within a second', async () => {
    const app = await appWith(ctx, {});
    try {
      app.health.addCheck('redis', () => new Promise(() => undefined));
      const started = performance.now();
      const res = await request(app, { method: 'GET', url: '/readyz' });
      assert.ok(performance.now() - started < 1_900, 'answered within the check time');
      assert.equal(res.statusCode, 503);
      assert.deepEqual(body(res), { status: 'unavailable', checks: { database: 'ok', storage: 'ok', redis: 'timeout' } });
      app.health.addCheck('redis', async () => 'PONG');
      assert.equal((await request(app, { method: 'GET', url: '/readyz' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });

  it('while draining: /readyz 503 draining, /healthz still 200, every answer closes its connection', async () => {
    const app = await appWith(ctx, {});
    try {
      app.health.drain();
      const ready = await request(app, { method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(body(ready), { status: 'draining' });
      assert.equal((await request(app, { method: 'GET', url: '/healthz' })).statusCode, 200);
      const call = await request(app, { method: 'GET', url: '/api/settings.php' });
      assert.equal(call.statusCode, 200);
      assert.equal(call.headers.connection, 'close');
    } finally {
      await app.close();
    }
  });

  it('on close while draining, open event streams end with a short retry: browsers reconnect elsewhere', async () => {
    const app = await appWith(ctx, {});
    const base = await listenOnFreePort(app);
    const cookie = await login(app, DEMO_ANNA);
    const streams = await Promise.all([1, 2, 3].map(() => Stream.open(base, cookie)));
    await Promise.all(streams.map((s) => s.ready()));
    assert.ok(streams.every((s) => s.retry === 3_000));
    app.health.drain();
    await app.close();
    await Promise.all(streams.map((s) => s.endedWithin()));
    for (const s of streams) assert.ok(s.retry !== null && s.retry >= 500 && s.retry <= 2_000, `retry ${s.retry}`);
  });

  it('GET /readyz 503 when the database is gone (PGlite closed)', async (t) => {
    if (ctx.kind !== 'pglite') {
      t.skip('PGlite run only; the PostgreSQL run stops the server below');
      return;
    }
    const db = await openDatabase({ memory: true });
    await migrate(db);
    const app = await buildApp({ db, config: ctx.config });
    try {
      assert.equal((await request(app, { method: 'GET', url: '/readyz' })).statusCode, 200);
      await db.destroy();
      const res = await request(app, { method: 'GET', url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(body(res), { status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
      assert.equal((await request(app, { method: 'GET', url: '/healthz' })).statusCode, 200, 'alive all the same');
    } finally {
      await app.close();
    }
  });

  it('GET /readyz 503 while PostgreSQL is stopped, 200 again when it is back', async (t) => {
    const backend = databaseBackend(ctx.db);
    if (ctx.kind !== 'postgres' || backend?.kind !== 'postgres' || !process.env.DATABASE_URL) {
      t.skip('needs DATABASE_URL=postgres://… (CI’s PostgreSQL run)');
      return;
    }
    const url = new URL(process.env.DATABASE_URL);
    const relay = await tcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    const searchPath = /search_path=(\S+)/.exec(backend.pool.options.options ?? '')?.[1];
    const db = await openDatabase({ url: url.toString(), ...(searchPath ? { searchPath } : {}), poolSize: 2 });
    let app: FastifyInstance | null = null;
    try {
      app = await buildApp({ db, config: ctx.config });
      assert.equal((await request(app, { method: 'GET', url: '/readyz' })).statusCode, 200);
      await relay.stop();
      const down = await request(app, { method: 'GET', url: '/readyz' });
      assert.equal(down.statusCode, 503);
      assert.equal(body<{ checks: { database: string } }>(down).checks.database === 'ok', false);
      await relay.start();
      const back = await request(app, { method: 'GET', url: '/readyz' });
      assert.equal(back.statusCode, 200, back.body);
    } finally {
      await app?.close();
      await db.destroy();
      await relay.stop();
    }
  });
});

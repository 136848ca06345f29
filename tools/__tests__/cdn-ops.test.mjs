// Issue 33 "Health and shutdown", "Observability": the CDN server's /healthz, /readyz and /metrics
// (tools/lib/cdn-ops.mjs) through fastify's inject on a temporary root, and the CDN process run
// alone stopping on SIGTERM: /readyz 503 while it drains, exit 0 within 10 s.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildCdn } from '../cdn-server.mjs';
import { ROOT } from '../lib/config.mjs';

let root;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cdn-ops-'));
  mkdirSync(path.join(root, 'media'), { recursive: true });
  writeFileSync(path.join(root, 'media', 'a.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('the CDN’s operations endpoints', () => {
  it('/healthz, /readyz while its folder is there (503 when not, 503 draining), never cached', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cdn-gone-'));
    const cdn = await buildCdn({ root: dir, https: false });
    const alive = await cdn.inject({ url: '/healthz' });
    assert.equal(alive.statusCode, 200);
    assert.deepEqual(alive.json(), { status: 'ok' });
    assert.equal(alive.headers['cache-control'], 'no-store');
    assert.equal((await cdn.inject({ url: '/readyz' })).statusCode, 200);
    rmSync(dir, { recursive: true, force: true });
    const gone = await cdn.inject({ url: '/readyz' });
    assert.equal(gone.statusCode, 503);
    assert.deepEqual(gone.json(), { status: 'unavailable' });
    cdn.drain();
    const draining = await cdn.inject({ url: '/readyz' });
    assert.deepEqual([draining.statusCode, draining.json(), draining.headers.connection], [503, { status: 'draining' }, 'close']);
    await cdn.close();
  });

  it('/metrics: requests by status, not its own endpoints; only for a private caller or the bearer token', async () => {
    const cdn = await buildCdn({ root, https: false });
    await cdn.inject({ url: '/media/a.jpg' });
    await cdn.inject({ url: '/media/a.jpg' });
    await cdn.inject({ url: '/media/missing.jpg' });
    await cdn.inject({ url: '/healthz' });
    const res = await cdn.inject({ url: '/metrics' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.body, /^amora_cdn_requests_total\{status_code="200"\} 2$/m);
    assert.match(res.body, /^amora_cdn_requests_total\{status_code="404"\} 1$/m);
    assert.match(res.body, /^process_cpu_user_seconds_total /m);
    assert.doesNotMatch(res.body, /status_code="(?!200"|404")/);
    assert.equal((await cdn.inject({ url: '/metrics', remoteAddress: '203.0.113.8' })).statusCode, 403);
    assert.equal((await cdn.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.8' } })).statusCode, 403);
    await cdn.close();
    process.env.METRICS_TOKEN = 'm'.repeat(40);
    try {
      const guarded = await buildCdn({ root, https: false });
      assert.equal((await guarded.inject({ url: '/metrics' })).statusCode, 403);
      assert.equal((await guarded.inject({ url: '/metrics', remoteAddress: '203.0.113.8', headers: { authorization: `Bearer ${'m'.repeat(40)}` } })).statusCode, 200);
      await guarded.close();
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  it('run alone, it stops on SIGTERM: /readyz 503 while draining, exit 0 within 10 s', { timeout: 30_000 }, async () => {
    // From the folder, whatever S3_* the environment holds.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('S3_')));
    const child = spawn(process.execPath, [path.join(ROOT, 'tools/cdn-server.mjs')], { env: { ...env, CDN_PORT: '0', HOST: '127.0.0.1', AMORA_CDN_DIR: root, AMORA_DRAIN_DELAY_MS: '2000' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })));
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const found = /on port (\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', () => reject(new Error(`the CDN exited: ${out}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
    const termAt = performance.now();
    child.kill('SIGTERM');
    let status = 200;
    while (status === 200 && performance.now() - termAt < 2_000) status = (await fetch(`${base}/readyz`)).status;
    assert.equal(status, 503, 'not ready once draining, still answering');
    const { code, at } = await exited;
    assert.equal(code, 0);
    assert.ok(at - termAt < 10_000);
  });
});

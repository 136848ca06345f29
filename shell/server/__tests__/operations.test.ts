// Issue 33 "Health and shutdown", "Observability": the shell server's own /healthz, /readyz and
// /metrics (operations.ts), and the request id it makes or takes from a trusted proxy, answers,
// logs and hands the API with every call it makes for the request (request-log.ts). A real API
// stand-in and a real CDN stand-in on the loopback, recording what they are asked.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { makeCompanyInfo, makeSettings } from '@amora/shared/testing';
import { buildShellServer, type ShellServerOptions } from '../app';

/** What the API stand-in was asked: path and headers, in order. */
const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
let apiReady = 200;
let api: Server;
let cdn: Server;
let apiUrl: string;
let cdnUrl: string;
let distDir: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

before(async () => {
  api = createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    const json = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = req.url ?? '';
    if (url === '/readyz') return json(apiReady, { status: apiReady === 200 ? 'ok' : 'unavailable' });
    if (url.startsWith('/api/settings.php')) return json(200, makeSettings({ domain: 'localhost' }));
    if (url.startsWith('/api/remotes.php')) return json(200, { remotes: [], canaries: [] });
    if (url.startsWith('/api/companyinfo.php')) return json(200, makeCompanyInfo());
    if (url.startsWith('/api/user.php')) return json(403, { error: 'authentication_required', message: 'Log in.' });
    json(404, { error: 'not_found', message: 'Not found' });
  });
  cdn = createServer((_req, res) => void res.writeHead(404).end('Not Found'));
  [apiUrl, cdnUrl] = [await listen(api), await listen(cdn)];
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
});

after(async () => {
  await new Promise((resolve) => api.close(resolve));
  await new Promise((resolve) => cdn.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** A shell server on the stand-ins; `lines` holds its log (info level). */
async function shell(options: Partial<ShellServerOptions> = {}): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildShellServer({ apiUrl, distDir, cdnUrl, logger: { level: 'info', stream }, ...options });
  return { app, lines };
}

describe('the shell’s health endpoints', () => {
  it('/healthz and /readyz answer for any Host without asking the API about the site; /api/healthz is the API’s, not the shell’s', async () => {
    const { app } = await shell();
    asked.length = 0;
    const alive = await app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.5:3000' } });
    assert.equal(alive.statusCode, 200);
    assert.deepEqual(alive.json(), { status: 'ok' });
    assert.equal(alive.headers['cache-control'], 'no-store');
    const ready = await app.inject({ method: 'GET', url: '/readyz', headers: { host: '10.0.0.5:3000' } });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ok', checks: { api: 'ok', cdn: 'ok' } });
    assert.deepEqual(asked.map((a) => a.url), ['/readyz'], 'only the API’s readiness, no site look-up');
    await app.inject({ method: 'GET', url: '/api/healthz', headers: { host: 'localhost' } });
    assert.ok(asked.some((a) => a.url === '/api/healthz') && !asked.some((a) => a.url === '/healthz'), 'proxied as any /api path, to the API’s 404');
    await app.close();
  });

  it('/readyz 503 naming what failed (the API not ready, the CDN away), and 503 draining once stopping', async () => {
    const away = createServer();
    const awayUrl = await listen(away);
    await new Promise((resolve) => away.close(resolve));
    const { app } = await shell({ cdnUrl: awayUrl });
    apiReady = 503;
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { status: 'unavailable', checks: { api: 'failed', cdn: 'failed' } });
    } finally {
      apiReady = 200;
    }
    app.lifecycle.drain();
    const draining = await app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(draining.statusCode, 503);
    assert.deepEqual(draining.json(), { status: 'draining' });
    assert.equal(draining.headers.connection, 'close');
    assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'alive while draining');
    await app.close();
  });
});

describe('the request id', () => {
  it('is made per request, answered, and sent with every API call of a page, its first screen and the /api proxy', async () => {
    const { app, lines } = await shell();
    asked.length = 0;
    const page = await app.inject({ method: 'GET', url: '/pages/faq', headers: { host: 'localhost', cookie: 'amora_session=abc' } });
    assert.equal(page.statusCode, 200);
    const id = String(page.headers['x-request-id']);
    assert.match(id, /^[0-9a-f-]{36}$/);
    // The site look-up (host, then settings and registry), the member, the first screen's data.
    assert.deepEqual(asked.map((a) => a.url.split('?')[0]).sort(), ['/api/companyinfo.php', '/api/remotes.php', '/api/settings.php', '/api/settings.php', '/api/user.php']);
    for (const call of asked) assert.equal(call.headers['x-request-id'], id, `${call.url} carries the page’s id`);
    assert.ok(lines.some((l) => l.reqId === id && l.msg === 'request completed'), 'the shell’s log line names it');

    asked.length = 0;
    const proxied = await app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', 'x-request-id': 'made-up-by-a-client' } });
    assert.equal(proxied.statusCode, 403);
    assert.notEqual(proxied.headers['x-request-id'], 'made-up-by-a-client', 'a client’s own id is not taken');
    assert.equal(asked.at(-1)?.headers['x-request-id'], proxied.headers['x-request-id']);
    await app.close();
  });

  it('is taken from a trusted proxy in front of the shell (TRUST_PROXY), when well formed', async () => {
    const { app } = await shell({ trustProxy: ['10.0.0.0/8'] });
    asked.length = 0;
    const trusted = await app.inject({ method: 'GET', url: '/api/user.php', remoteAddress: '10.1.2.3', headers: { host: 'localhost', 'x-request-id': 'lb-4f2a9e' } });
    assert.equal(trusted.headers['x-request-id'], 'lb-4f2a9e');
    assert.equal(asked.at(-1)?.headers['x-request-id'], 'lb-4f2a9e');
    const malformed = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.2.3', headers: { 'x-request-id': 'has spaces in it' } });
    assert.match(String(malformed.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const stranger = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.7', headers: { 'x-request-id': 'lb-4f2a9e' } });
    assert.notEqual(stranger.headers['x-request-id'], 'lb-4f2a9e');
    await app.close();
  });

  it('the log: JSON lines, the token query values of mail links and overrides written as [redacted]', async () => {
    const { app, lines } = await shell();
    await app.inject({ method: 'GET', url: '/reset-password/do?token=ResetSecret123&x=1', headers: { host: 'localhost', cookie: 'amora_session=SessionSecret9' } });
    await app.inject({ method: 'GET', url: '/?remote_override=mf_chat:http://localhost:3002/mf-manifest.json&deploy_token=DeploySecret7', headers: { host: 'localhost' } });
    const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    assert.deepEqual(urls, ['/reset-password/do?token=[redacted]&x=1', '/?remote_override=mf_chat:http://localhost:3002/mf-manifest.json&deploy_token=[redacted]']);
    assert.ok(!/Secret/.test(JSON.stringify(lines)));
    await app.close();
  });
});

describe('the shell’s metrics', () => {
  it('requests by route and status, cache hits and misses, open streams; never from the internet nor through a proxy', async () => {
    const { app } = await shell();
    await app.inject({ method: 'GET', url: '/pages/faq', headers: { host: 'localhost' } });
    await app.inject({ method: 'GET', url: '/pages/faq', headers: { host: 'localhost' } });
    await app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost' } });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = res.body;
    assert.match(text, /^amora_http_request_duration_seconds_count\{method="GET",route="\/\*",status_code="200"\} 2$/m);
    assert.match(text, /^amora_http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status_code="403"\} 1$/m);
    assert.match(text, /^amora_cache_lookups_total\{cache="site",result="hit"\} 1$/m);
    assert.match(text, /^amora_cache_lookups_total\{cache="site",result="miss"\} 1$/m);
    assert.match(text, /^amora_cache_lookups_total\{cache="first_screen",result="hit"\} 1$/m);
    assert.match(text, /^amora_ssr_render_duration_seconds_count\{owner="shell",result="drawn"\} 1$/m);
    assert.match(text, /^amora_proxy_streams_open 0$/m);
    assert.match(text, /^process_resident_memory_bytes /m);
    assert.doesNotMatch(text, /route="\/(healthz|readyz|metrics)"/);

    assert.equal((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode, 403, 'through nginx in front: from anywhere');
    await app.close();

    const token = 't'.repeat(40);
    const guarded = (await shell({ metricsToken: token })).app;
    assert.equal((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode, 403);
    assert.equal((await guarded.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' } })).statusCode, 200);
    await guarded.close();
  });
});

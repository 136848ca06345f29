// The /api proxy relays what the API says (issue 16): a body over the API's limit gets the API's
// 413 from the shell itself (the API would hang up mid-upload, which a proxy cannot relay: the
// `500 FST_REPLY_FROM_INTERNAL_SERVER_ERROR write EPIPE` seen before), the next request on the
// same connection is answered at once, and an API that hangs up gives the API's error shape.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';

let upstream: Server;
let shell: FastifyInstance;
let shellPort: number;
let distDir: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request through the shell on the shared keep-alive agent: status, body and the socket's local port. */
function send(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<{ status: number; body: string; socketPort: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: shellPort, method, path: url, agent, headers: { host: 'localhost:3000', ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), socketPort: (req.socket?.localPort ?? 0) }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer within 5 s: ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

before(async () => {
  upstream = createServer((req, res) => {
    // The shell's site lookup (421 for hosts that are no site's): this test's host is the site.
    if (req.url?.startsWith('/api/settings.php')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"domain":"localhost"}');
    if (req.url === '/api/hang-up.php') return req.socket.destroy();
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
  shell = await buildShellServer({ apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, distDir });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellPort = (shell.server.address() as AddressInfo).port;
});

after(async () => {
  agent.destroy();
  await shell.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('the /api proxy and request bodies', () => {
  it('answers 413 payload_too_large for a JSON body over 1 MiB, and the same connection answers the next request', async () => {
    const big = Buffer.from(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }));
    const refused = await send('POST', '/api/likes.php', big, { 'content-type': 'application/json' });
    assert.equal(refused.status, 413);
    assert.deepEqual(JSON.parse(refused.body), { error: 'payload_too_large', message: 'Request body is too large', max_bytes: 1024 * 1024 });
    const next = await send('GET', '/api/user.php');
    assert.equal(next.status, 200);
    assert.equal(next.socketPort, refused.socketPort, 'the next request reuses the connection');
  });

  it('answers 413 image_too_large for an image over 10 MiB and lets a 2 MiB image through', async () => {
    const refused = await send('POST', '/api/photos.php', Buffer.alloc(11 * 1024 * 1024), { 'content-type': 'image/jpeg' });
    assert.equal(refused.status, 413);
    assert.equal(JSON.parse(refused.body).error, 'image_too_large');
    const passed = await send('POST', '/api/photos.php', Buffer.alloc(2 * 1024 * 1024), { 'content-type': 'image/jpeg' });
    assert.equal(passed.status, 200);
  });

  it('answers 502 in the API error shape when the API hangs up, never an FST_ error', async () => {
    const res = await send('GET', '/api/hang-up.php');
    assert.equal(res.status, 502);
    assert.equal(JSON.parse(res.body).error, 'bad_gateway');
    assert.doesNotMatch(res.body, /FST_/);
  });
});

// The client address the API counts for rate limits and the login throttle (issue 16): the shell's
// /api proxy sends the address it sees itself, never the X-Forwarded-For a browser made up, unless
// the shell is told to trust a proxy in front of it (TRUST_PROXY).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildShellServer } from '../app';

let upstream: Server;
let apiUrl: string;
let distDir: string;
const seen: IncomingHttpHeaders[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    // The shell's site lookup (421 for hosts that are no site's): this test's host is the site.
    if (req.url?.startsWith('/api/settings.php')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"domain":"localhost"}');
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(distDir, 'entry-assets.json'), JSON.stringify({ main: { js: [], css: [] } }));
});

after(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('the /api proxy forwards the client address', () => {
  it('replaces a made-up X-Forwarded-For with the address it sees', async () => {
    const shell = await buildShellServer({ apiUrl, distDir });
    const res = await shell.inject({ method: 'GET', url: '/api/user.php', remoteAddress: '203.0.113.9', headers: { host: 'localhost:3000', 'x-forwarded-for': '10.9.9.9' } });
    assert.equal(res.statusCode, 200);
    const headers = seen.at(-1);
    assert.equal(headers?.['x-forwarded-for'], '203.0.113.9');
    assert.equal(headers?.['x-forwarded-host'], 'localhost:3000');
    assert.equal(headers?.['x-forwarded-proto'], 'http');
    await shell.close();
  });

  it('believes the X-Forwarded-For of a trusted proxy in front of it (TRUST_PROXY)', async () => {
    const shell = await buildShellServer({ apiUrl, distDir, trustProxy: ['203.0.113.9'] });
    await shell.inject({ method: 'GET', url: '/api/user.php', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https' } });
    assert.equal(seen.at(-1)?.['x-forwarded-for'], '198.51.100.4');
    assert.equal(seen.at(-1)?.['x-forwarded-proto'], 'https');
    await shell.close();
  });

  it('proves itself to the API with its proxy secret, and never passes on one a client sent (issue 29)', async () => {
    const secret = 's'.repeat(32);
    for (const [proxySecret, expected] of [[secret, secret], [undefined, undefined]] as const) {
      const shell = await buildShellServer({ apiUrl, distDir, proxySecret });
      await shell.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost:3000', 'x-amora-proxy-secret': 'guessed-by-a-client' } });
      assert.equal(seen.at(-1)?.['x-amora-proxy-secret'], expected);
      await shell.close();
    }
  });
});

// The shell's HTML server through fastify `inject`, the API stubbed through the MSW test kit (`npm test -w shell`).
// node:test and not jest: @fastify/cookie loads `cookie` by a dynamic import, which jest's CommonJS
// runtime refuses without --experimental-vm-modules.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@amora/shared/constants';
import { HttpResponse, makeSettings, makeUser, mockApi, server as api } from '@amora/shared/testing';
import { API, startShellServer, settingsForAnyHost } from './shell-server';

const server = startShellServer();

beforeEach(() => {
  // Answers checked against the contract's response schemas, like every frontend stub.
  mockApi('get', `${API}/api/settings.php`, settingsForAnyHost({ domain_language: 'en-US' }));
  mockApi('get', `${API}/api/remotes.php`, { remotes: [] });
  // A cookie without a session: the visitor is logged out.
  mockApi('get', `${API}/api/user.php`, { error: 'not_logged_in' }, { status: 401 });
});
afterEach(() => api.resetHandlers());

const page = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

describe('shell HTML server (docs/design.md §2, §5)', () => {
  it('renders a route of the table with 200 and the shell assets', async () => {
    const res = await page('/members/12');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.ok(res.body.includes('<script defer src="/static/main.1.js">'));
  });

  it('hands the page the member’s live stream cursor from the API (X-Live-Cursor), so the stream misses nothing', async () => {
    mockApi('get', `${API}/api/user.php`, () => HttpResponse.json(makeUser({ id: 5 }), { headers: { 'x-live-cursor': '41' } }));
    mockApi('get', `${API}/api/chats.php`, { chats: [] });
    mockApi('get', `${API}/api/likes.php`, { likes: [], liked_by: [], matches: [] });
    const boot = JSON.parse(/<script type="application\/json" id="amora-boot">(.*?)<\/script>/s.exec((await page('/members', 'amora_session=x')).body)?.[1] ?? '{}');
    assert.equal(boot.user.id, 5);
    assert.equal(boot.live_cursor, 41);
  });

  it('preloads the font files the build lists on every page (issue 12)', async () => {
    const list = path.join(server.distDir, 'entry-assets.json');
    writeFileSync(list, JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'] }, fonts: ['assets/open-sans-latin-400-normal.1.woff2'] }));
    try {
      for (const url of ['/', '/members']) {
        assert.match((await page(url)).body, /<link rel="preload" as="font" type="font\/woff2" href="\/static\/assets\/open-sans-latin-400-normal\.1\.woff2" crossorigin>/);
      }
    } finally {
      writeFileSync(list, JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'] } }));
    }
  });

  it('preloads the chunks the shell starts with, in their order, before the route owner (issue 12)', async () => {
    const list = path.join(server.distDir, 'entry-assets.json');
    writeFileSync(list, JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'], startup: ['react.1.js', 'shared.1.js'] } }));
    try {
      const preloads = [...(await page('/members')).body.matchAll(/<link rel="preload" as="script" href="([^"]+)"( crossorigin)?>/g)];
      assert.deepEqual(preloads.slice(0, 2).map((m) => m[1]), ['/static/react.1.js', '/static/shared.1.js']);
      // The shell's own chunks load plainly, and so are preloaded (a remote's: remote-versions.test.ts).
      assert.ok(preloads.slice(0, 2).every((m) => !m[2]));
    } finally {
      writeFileSync(list, JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'] } }));
    }
  });

  it('answers 404 with the page (the chrome shows "not found") for an address no route owns', async () => {
    const res = await page('/nope/at/all');
    assert.equal(res.statusCode, 404);
    assert.ok(res.body.includes('id="amora-root"'));
  });

  for (const url of ['/members/%E0', '/members/%E0?x=1', '/de/members/%E0', '/members/%', '/landers/video/%C3']) {
    it(`answers 404, not the 503 outage page, for the malformed address ${url}`, async () => {
      const res = await page(url);
      assert.equal(res.statusCode, 404);
      assert.ok(res.body.includes('id="amora-root"'));
      assert.ok(!res.body.includes('We will be right back'));
    });
  }

  it('keeps the locale prefix of a malformed address', async () => {
    const res = await page('/de/members/%E0');
    assert.ok(res.body.includes('<html lang="de">'));
  });

  it('sends a malformed address to the remembered locale like any other address', async () => {
    const res = await page('/members/%E0', `${LOCALE_COOKIE}=de`);
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/de/members/%E0');
  });

  it('reads the locale cookie among others: a remembered non-default locale gets its prefix', async () => {
    const res = await page('/credits?a=1', `other=1; ${LOCALE_COOKIE}=fr`);
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/fr/credits?a=1');
  });

  it('sets the locale cookie from a prefixed address, and not again when it is already set', async () => {
    const first = await page('/nl/members');
    assert.equal(first.cookies.length, 1);
    assert.deepEqual(
      { ...first.cookies[0] },
      { name: LOCALE_COOKIE, value: 'nl', maxAge: LOCALE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'Lax' },
    );
    const again = await page('/nl/members', `${LOCALE_COOKIE}=nl`);
    assert.equal(again.statusCode, 200);
    assert.equal(again.cookies.length, 0);
  });

  it('keeps the tracking values of a marketing URL in an HttpOnly cookie (spec §3)', async () => {
    const res = await page('/?ref=abc&sub1=x&other=y');
    assert.equal(res.cookies.length, 1);
    assert.deepEqual(
      { ...res.cookies[0] },
      { name: 'amora_tracking', value: 'ref=abc&sub1=x', maxAge: 30 * 24 * 3600, path: '/', sameSite: 'Lax', httpOnly: true },
    );
  });

  it('answers 404 for an address whose parameters cannot match its route, 200 for one that can (issue 29)', async () => {
    const bad = ['/members/abc', '/members/0', '/members/12abc', '/members/abc/chat', '/members/abc/landing', '/chats/abc', '/transactions/abc', '/credits/abc', '/credits/3/bitcoin', '/likes/m/abc', '/likes/liked_by', '/sandbox-pay/does-not-exist', '/de/likes/liked_by'];
    for (const url of bad) assert.equal((await page(url)).statusCode, 404, url);
    for (const url of ['/members/7', '/chats/100', '/transactions/31', '/credits/2', '/credits/2/paypal', '/likes/m/11', '/likes/matches', '/sandbox-pay/31']) assert.equal((await page(url)).statusCode, 200, url);
  });

  it('answers a /{token} page the site keeps with 200 and an unknown token with 404 (issue 13)', async () => {
    mockApi('get', `${API}/api/pages.php`, ({ url }) => (url.searchParams.get('token') === 'summer-rules' ? { page: { token: 'summer-rules', locale: 'en', title: 'Summer rules', body: 'Be kind.', updated_at: '2026-11-26T06:00:00Z' } } : new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })));
    assert.equal((await page('/summer-rules', 'amora_session=x')).statusCode, 200);
    assert.equal((await page('/no-such-page', 'amora_session=x')).statusCode, 404);
  });

  it('remembers the entry warning posted without JavaScript and sends the visitor back, only to this site (spec §2)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/entry-warning?back=%2Fde%2Fpages%2Ffaq', headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/de/pages/faq');
    assert.match(String(res.headers['set-cookie']), /^amora_entry_ok=\d+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    // Issue 29: `/<tab>/host` is `//host` to a browser, which followed the redirect to the other host.
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/127.0.0.1:9911/phish', '/\n/evil.example', '\\\\evil.example']) {
      const away = await server.app.inject({ method: 'POST', url: `/entry-warning?back=${encodeURIComponent(back)}`, headers: { host: 'localhost' } });
      assert.equal(away.headers.location, '/', back);
    }
  });

  it('answers 421 to a host that is no site’s, for pages and API calls, never the default site (issue 29)', async () => {
    // The API answers a made-up host with its default site, whose domain is not the host asked for.
    mockApi('get', `${API}/api/settings.php`, makeSettings({ domain: 'localhost' }));
    for (const url of ['/', '/reset-password', '/api/settings.php']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { host: 'attacker.example' } });
      assert.equal(res.statusCode, 421, url);
    }
    const api421 = await server.app.inject({ method: 'POST', url: '/api/reset-password.php', headers: { host: 'attacker.example:3000', 'content-type': 'application/json' }, payload: { email: 'anna@demo.amora.test' } });
    assert.equal(api421.statusCode, 421);
    assert.equal(api421.json().error, 'unknown_host');
    assert.equal((await page('/')).statusCode, 200, 'the site itself answers');
  });

  it('answers a plain 404 for a static file outside the build or missing, never a framework code or the 503 page (issue 29)', async () => {
    for (const url of ['/static/a%00.js', '/static/missing.js']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, 'Not Found', url);
    }
  });

  it('answers its plain 503 page when the API fails', async () => {
    mockApi('get', `${API}/api/settings.php`, { error: 'down' }, { status: 500 });
    // Another host: the settings of `localhost` are cached for 2 s.
    const res = await server.app.inject({ method: 'GET', url: '/members', headers: { host: 'down.test' } });
    assert.equal(res.statusCode, 503);
    assert.ok(res.body.includes('We will be right back'));
  });
});

describe('compression (issue 12)', () => {
  it('sends a page\'s HTML in brotli to a browser that accepts it, and plain to one that does not', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const { brotliDecompressSync } = await import('node:zlib');
    assert.match(brotliDecompressSync(br.rawPayload).toString('utf8'), /^<!doctype html>/i);
    const plain = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /^<!doctype html>/i);
  });

  it('sends the build\'s .br and .gz siblings of a static file as they are', async () => {
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(server.distDir, 'main.2.js'), js);
    writeFileSync(path.join(server.distDir, 'main.2.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(server.distDir, 'main.2.js.gz'), gzipSync(js));
    const br = await server.app.inject({ method: 'GET', url: '/static/main.2.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.rawPayload.length, brotliCompressSync(js).length);
    const gz = await server.app.inject({ method: 'GET', url: '/static/main.2.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(String(gz.headers['content-type']), /javascript/);
  });
});

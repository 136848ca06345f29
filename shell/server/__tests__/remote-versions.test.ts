// Which version of each remote a page runs (issue 14): a split per visitor, a developer's override,
// the contract check — through fastify `inject`, the API and CDN stubbed by the MSW test kit.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { delay, HttpResponse, http, makeUser, mockApi, passthrough, server as api } from '@amora/shared/testing';
import { buildShellServer } from '../app';
import { contractMismatch, SHELL_CONTRACT_VERSION } from '../remote-contract';
import { API, advanceClock, bootOf, CDN, startShellServer, settingsForAnyHost } from './shell-server';

const server = startShellServer();

const release = (name: string, version: string) => ({ name, version, manifest_url: `${CDN}/${name}/${version}/mf-manifest.json`, active: true, created_at: '2026-11-26T10:00:00Z', activated_at: null });
const canary = (name: string, version: string, percent: number) => ({ name, site: '', kind: 'canary' as const, version, percent, manifest_url: `${CDN}/${name}/${version}/mf-manifest.json`, activated_at: '2026-11-26T10:00:00Z' });
/** The CDN serves a release's manifest declaring `range` (none: a build from before issue 14). */
const manifest = (name: string, version: string, range?: string) =>
  api.use(
    http.get(`${CDN}/${name}/${version}/mf-manifest.json`, () =>
      HttpResponse.json({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, ...(range ? { contract: { '@amora/shared': range } } : {}) }, exposes: [] }),
    ),
  );

beforeEach(() => {
  server.logLines.length = 0;
  mockApi('get', `${API}/api/settings.php`, settingsForAnyHost({ domain_language: 'en-US' }));
  mockApi('get', `${API}/api/user.php`, { error: 'not_logged_in' }, { status: 401 });
});
afterEach(() => api.resetHandlers());

// Each test its own host: the shell keeps a site's registry for 2 s.
const page = (url: string, host: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
const version = (html: string, name: string) => (bootOf(html).remotes as { name: string; version: string }[]).find((r) => r.name === name)?.version;

describe('splits per visitor (issue 14)', () => {
  it('serves both sides of a 50 % split across fresh visitors, each keeping theirs on the next load', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_signup', '1.0.0'), release('mf_chat', '1.0.0')], canaries: [canary('mf_signup', '2.0.0', 50)] });
    for (const v of ['1.0.0', '2.0.0']) manifest('mf_signup', v, '^1.0.0');
    manifest('mf_chat', '1.0.0', '^1.0.0');
    const seen: Record<string, number> = {};
    for (let i = 0; i < 40; i += 1) {
      const first = await page('/login', 'split.test');
      const cookie = first.cookies.find((c) => c.name === 'amora_visitor');
      assert.ok(cookie?.httpOnly && cookie.maxAge === 365 * 24 * 3600, 'a first-party visitor id');
      const got = version(first.body, 'mf_signup') ?? '';
      seen[got] = (seen[got] ?? 0) + 1;
      assert.equal(version(first.body, 'mf_chat'), '1.0.0', 'a remote without a split');
      const again = await page('/login', 'split.test', `amora_visitor=${cookie?.value}`);
      assert.equal(version(again.body, 'mf_signup'), got, 'the same version on the next load');
      assert.equal(again.cookies.length, 0);
    }
    assert.ok((seen['1.0.0'] ?? 0) >= 8 && (seen['2.0.0'] ?? 0) >= 8, JSON.stringify(seen));
  });

  it('sets no visitor cookie where no split runs', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_signup', '1.0.0')], canaries: [] });
    manifest('mf_signup', '1.0.0');
    const res = await page('/login', 'plain.test');
    assert.equal(res.cookies.length, 0);
    assert.equal(version(res.body, 'mf_signup'), '1.0.0');
  });

  it("gives the browser each remote's remoteEntry.js as its manifest names it, so the browser reads no manifest (issue 12)", async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_signup', '4.0.0'), release('mf_chat', '4.0.0')] });
    // Versions of their own: the shell keeps a manifest it read by URL.
    api.use(http.get(`${CDN}/mf_signup/4.0.0/mf-manifest.json`, () => HttpResponse.json({ metaData: { remoteEntry: { name: 'entry.js', path: 'js' } }, exposes: [] })));
    api.use(http.get(`${CDN}/mf_chat/4.0.0/mf-manifest.json`, () => new HttpResponse(null, { status: 503 })));
    const remotes = bootOf((await page('/login', 'entry.test')).body).remotes as { name: string; entry_url: string }[];
    assert.equal(remotes.find((r) => r.name === 'mf_signup')?.entry_url, `${CDN}/mf_signup/4.0.0/js/entry.js`);
    // An unreadable manifest: the release folder's remoteEntry.js, where every build writes it.
    assert.equal(remotes.find((r) => r.name === 'mf_chat')?.entry_url, `${CDN}/mf_chat/4.0.0/remoteEntry.js`);
  });
});

describe('contract check (issue 14)', () => {
  it('refuses a remote built against an incompatible @amora/shared, once in the log; an older compatible build runs', async () => {
    // The releases below are built against ^0.1.0 (refused) and ^1.0.0 (runs on any 1.x shell).
    assert.match(SHELL_CONTRACT_VERSION, /^1\.\d+\.\d+$/);
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_likes', '0.1.0-old'), release('mf_chat', '1.0.0'), release('mf_members', '0.9.0')] });
    manifest('mf_likes', '0.1.0-old', '^0.1.0');
    manifest('mf_chat', '1.0.0', '^1.0.0');
    manifest('mf_members', '0.9.0');
    for (const _ of [1, 2]) {
      const remotes = bootOf((await page('/likes', 'skew.test')).body).remotes as { name: string; refused?: boolean }[];
      assert.deepEqual(remotes.map((r) => [r.name, r.refused ?? false]), [['mf_likes', true], ['mf_chat', false], ['mf_members', false]]);
    }
    const refused = server.logLines.filter((l) => l.includes('remote refused'));
    assert.equal(refused.length, 1);
    assert.ok(refused[0]?.includes(`mf_likes@0.1.0-old was built against @amora/shared ^0.1.0; this shell provides ${SHELL_CONTRACT_VERSION}`), refused[0]);
  });

  it('keeps a build against an older minor running once the contract has moved on, and refuses the next major', () => {
    assert.equal(contractMismatch({ metaData: { contract: { '@amora/shared': '^1.0.0' } } }, '1.3.0'), null);
    assert.match(contractMismatch({ metaData: { contract: { '@amora/shared': '^2.0.0' } } }, '1.3.0') ?? '', /\^2\.0\.0/);
    assert.match(contractMismatch({ metaData: { contract: { '@amora/shared': 'not a range' } } }, '1.3.0') ?? '', /unreadable/);
    assert.equal(contractMismatch(null, '1.3.0'), null, 'an unreadable manifest is the loader’s business, not a mismatch');
  });
});

describe('a developer’s override of one remote (issue 14)', () => {
  it('takes the operator console’s dev server too (mf_operator on port 3007, issue 31), and no port after it', async () => {
    const ask = (port: number) => page(`/operator?remote_override=mf_operator:${encodeURIComponent(`http://localhost:${port}/mf-manifest.json`)}`, 'console-dev.test');
    const taken = await ask(3007);
    assert.equal(taken.statusCode, 302);
    assert.equal(taken.cookies.find((c) => c.name === 'amora_remote_overrides')?.value, JSON.stringify({ mf_operator: 'http://localhost:3007/mf-manifest.json' }));
    assert.equal((await ask(3008)).statusCode, 403);
  });

  const local = 'http://localhost:3002/mf-manifest.json';
  beforeEach(() => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_chat', '1.0.0'), release('mf_likes', '1.0.0')] });
    manifest('mf_chat', '1.0.0', '^1.0.0');
    manifest('mf_likes', '1.0.0', '^1.0.0');
  });

  it('points one browser at a local dev server; every other browser and remote keeps the registry', async () => {
    const set = await page(`/chat?x=1&remote_override=mf_chat:${encodeURIComponent(local)}`, 'dev.test');
    assert.equal(set.statusCode, 302);
    assert.equal(set.headers.location, '/chat?x=1');
    const cookie = set.cookies.find((c) => c.name === 'amora_remote_overrides');
    assert.ok(cookie?.httpOnly);
    const mine = await page('/chat', 'dev.test', `amora_remote_overrides=${encodeURIComponent(cookie?.value ?? '')}`);
    const remotes = bootOf(mine.body).remotes as { name: string; version: string; manifest_url: string }[];
    assert.deepEqual(remotes.find((r) => r.name === 'mf_chat'), { name: 'mf_chat', version: 'dev', manifest_url: local, entry_url: 'http://localhost:3002/remoteEntry.js' });
    assert.equal(version(mine.body, 'mf_likes'), '1.0.0');
    assert.match(String(mine.headers['content-security-policy']), /script-src[^;]* http:\/\/localhost:3002/);
    assert.match(String(mine.headers['content-security-policy']), /connect-src[^;]* ws:\/\/localhost:3002/);
    const other = await page('/chat', 'dev.test');
    assert.equal(version(other.body, 'mf_chat'), '1.0.0');

    const off = await page('/chat?remote_override=off', 'dev.test', `amora_remote_overrides=${encodeURIComponent(cookie?.value ?? '')}`);
    assert.equal(off.cookies.find((c) => c.name === 'amora_remote_overrides')?.value, '');
  });

  it("does not stall the page on an override's dev server that never answers: the folder's remoteEntry.js after 2 s", async () => {
    const hanging = 'http://localhost:3005/mf-manifest.json';
    api.use(http.get(hanging, async () => delay('infinite')));
    const set = await page(`/chat?remote_override=mf_chat:${encodeURIComponent(hanging)}`, 'hang.test');
    // AbortSignal.timeout's timer does not keep Node running (the listening server does, outside a
    // test): this one does, for 5 s; a page still waiting then is cancelled, and the test fails.
    const alive = setTimeout(() => undefined, 5_000);
    const mine = await page('/chat', 'hang.test', `amora_remote_overrides=${encodeURIComponent(set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value ?? '')}`);
    clearTimeout(alive);
    assert.equal(mine.statusCode, 200);
    assert.equal((bootOf(mine.body).remotes as { name: string; entry_url: string }[]).find((r) => r.name === 'mf_chat')?.entry_url, 'http://localhost:3005/remoteEntry.js');
  });

  it("reads a dev server's manifest again after 2 s (it rebuilds at the same URL), a release's on the CDN once", async (t) => {
    const dev = 'http://localhost:3004/mf-manifest.json';
    let entry = 'remoteEntry.js';
    const reads = { dev: 0, cdn: 0 };
    const body = (name: string) => ({ metaData: { remoteEntry: { name, path: '' } }, exposes: [] });
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_chat', '1.0.0'), release('mf_likes', '1.0.7')] });
    api.use(
      http.get(dev, () => {
        reads.dev += 1;
        return HttpResponse.json(body(entry));
      }),
      http.get(`${CDN}/mf_likes/1.0.7/mf-manifest.json`, () => {
        reads.cdn += 1;
        return HttpResponse.json(body('remoteEntry.js'), { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
      }),
    );
    const set = await page(`/chat?remote_override=mf_chat:${encodeURIComponent(dev)}`, 'rebuild.test');
    const cookie = `amora_remote_overrides=${encodeURIComponent(set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value ?? '')}`;
    const chatEntry = async () => (bootOf((await page('/chat', 'rebuild.test', cookie)).body).remotes as { name: string; entry_url: string }[]).find((r) => r.name === 'mf_chat')?.entry_url;

    assert.equal(await chatEntry(), 'http://localhost:3004/remoteEntry.js');
    entry = 'remoteEntry.v2.js';
    assert.equal(await chatEntry(), 'http://localhost:3004/remoteEntry.js', 'kept for 2 s');
    await advanceClock(t, 2_100);
    assert.equal(await chatEntry(), 'http://localhost:3004/remoteEntry.v2.js');
    assert.deepEqual(reads, { dev: 2, cdn: 1 });
  });

  it('ignores what is not a remote and a manifest URL', async () => {
    const set = await page('/chat?remote_override=mf_chat:javascript:alert(1)&remote_override=evil:http://x.test/m.json', 'dev.test');
    assert.equal(set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value, '');
    const forged = await page('/chat', 'dev.test', `amora_remote_overrides=${encodeURIComponent('{"mf_chat":"data:text/javascript,1"}')}`);
    assert.equal(version(forged.body, 'mf_chat'), '1.0.0');
  });

  it('outside production refuses, and never fetches, any manifest URL but a dev server on this machine without the deploy token (issue 29)', async () => {
    // A real server on 127.0.0.1 but not on a dev port (3001–3007), counting what reaches it.
    let reached = 0;
    const body = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
    const other = createServer((_req, res) => {
      reached += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const loopback = `http://127.0.0.1:${(other.address() as AddressInfo).port}/mf-manifest.json`;
    const evil = 'http://evil.example/x.json';
    api.use(
      http.get(evil, () => {
        reached += 1;
        return HttpResponse.json(body);
      }),
      http.get(loopback, () => passthrough()),
    );
    try {
      for (const url of [evil, loopback]) {
        const asked = await page(`/chat?remote_override=mf_chat:${encodeURIComponent(url)}`, 'refuse.test');
        assert.equal(asked.statusCode, 403, url);
        assert.equal(asked.cookies.length, 0, 'nothing stored');
      }
      // With a local dev server in the same query, nothing of it is kept either.
      const mixed = await page(`/chat?remote_override=mf_likes:${encodeURIComponent(local)}&remote_override=mf_chat:${encodeURIComponent(evil)}`, 'refuse.test');
      assert.deepEqual([mixed.statusCode, mixed.cookies.length], [403, 0]);

      // A cookie written by hand (or by a shell before issue 29) does not bring them back.
      const forged = await page('/chat', 'refuse.test', `amora_remote_overrides=${encodeURIComponent(JSON.stringify({ mf_chat: evil, mf_likes: loopback }))}`);
      assert.equal(forged.statusCode, 200);
      assert.deepEqual([version(forged.body, 'mf_chat'), version(forged.body, 'mf_likes')], ['1.0.0', '1.0.0']);
      const csp = String(forged.headers['content-security-policy']);
      assert.ok(!csp.includes('evil.example') && !csp.includes('127.0.0.1'), csp);
      assert.equal(reached, 0, 'the server fetched a refused override');

      for (const ok of [local, 'http://127.0.0.1:3001/mf-manifest.json', 'http://[::1]:3006/mf-manifest.json']) {
        const set = await page(`/chat?remote_override=mf_chat:${encodeURIComponent(ok)}`, 'refuse.test');
        assert.equal(set.statusCode, 302, ok);
        assert.equal(set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value, JSON.stringify({ mf_chat: ok }));
      }
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('outside production takes any manifest URL with the deploy token, in a cookie signed with it (issue 29)', async () => {
    const saved = process.env.AMORA_DEPLOY_TOKEN;
    process.env.AMORA_DEPLOY_TOKEN = 'dev-secret-token';
    const dev = await buildShellServer({ apiUrl: API, distDir: server.distDir });
    process.env.AMORA_DEPLOY_TOKEN = saved ?? '';
    const staging = 'http://staging.test/mf_chat/mf-manifest.json';
    api.use(http.get(staging, () => HttpResponse.json({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] })));
    try {
      const get = (url: string, cookie?: string) => dev.inject({ method: 'GET', url, headers: { host: 'token.test', ...(cookie ? { cookie } : {}) } });
      const ask = `/chat?remote_override=mf_chat:${encodeURIComponent(staging)}`;
      assert.equal((await get(`${ask}&deploy_token=wrong`)).statusCode, 403);
      const set = await get(`${ask}&deploy_token=dev-secret-token`);
      assert.equal(set.statusCode, 302);
      const signed = set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value ?? '';
      const mine = await get('/chat', `amora_remote_overrides=${encodeURIComponent(signed)}`);
      assert.equal(version(mine.body, 'mf_chat'), 'dev');
      assert.match(String(mine.headers['content-security-policy']), /script-src[^;]* http:\/\/staging\.test/);
      const unsigned = JSON.stringify({ mf_chat: staging });
      assert.equal(version((await get('/chat', `amora_remote_overrides=${encodeURIComponent(unsigned)}`)).body, 'mf_chat'), '1.0.0');
    } finally {
      await dev.close();
    }
  });

  it('in production needs the deploy token, and a cookie signed with it', async () => {
    const saved = { env: process.env.NODE_ENV, token: process.env.AMORA_DEPLOY_TOKEN };
    Object.assign(process.env, { NODE_ENV: 'production', AMORA_DEPLOY_TOKEN: 'secret-token' });
    const prod = await buildShellServer({ apiUrl: API, distDir: server.distDir });
    Object.assign(process.env, { NODE_ENV: saved.env ?? 'test', AMORA_DEPLOY_TOKEN: saved.token ?? '' });
    try {
      const get = (url: string, cookie?: string) => prod.inject({ method: 'GET', url, headers: { host: 'prod.test', ...(cookie ? { cookie } : {}) } });
      const ask = `/chat?remote_override=mf_chat:${encodeURIComponent(local)}`;
      assert.equal((await get(ask)).statusCode, 403);
      assert.equal((await get(`${ask}&deploy_token=wrong`)).statusCode, 403);
      const set = await get(`${ask}&deploy_token=secret-token`);
      assert.equal(set.headers.location, '/chat');
      const signed = set.cookies.find((c) => c.name === 'amora_remote_overrides')?.value ?? '';
      assert.equal(version((await get('/chat', `amora_remote_overrides=${encodeURIComponent(signed)}`)).body, 'mf_chat'), 'dev');
      const unsigned = JSON.stringify({ mf_chat: local });
      assert.equal(version((await get('/chat', `amora_remote_overrides=${encodeURIComponent(unsigned)}`)).body, 'mf_chat'), '1.0.0');
    } finally {
      await prod.close();
    }
  });
});

describe('the operator console’s remote (issue 31)', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"( crossorigin)?>/g)].map((m) => m[1] ?? '');

  it('is preloaded on its own pages only: member and visitor pages name none of its files', async () => {
    const names = ['mf_members', 'mf_signup', 'mf_operator'];
    mockApi('get', `${API}/api/remotes.php`, { remotes: names.map((name) => release(name, '1.0.0')) });
    for (const name of names) manifest(name, '1.0.0', '^1.0.0');
    for (const url of ['/members', '/members/12', '/login']) {
      const visitor = await page(url, 'console.test');
      assert.ok(preloads(visitor.body).length > 0 && !preloads(visitor.body).some((href) => href.includes('mf_operator')), url);
    }
    // A remote's files come from the CDN in CORS mode (issue 35: its errors keep their stack), and their preloads match.
    const remoteHints = [...(await page('/members', 'console.test')).body.matchAll(/<link rel="preload" as="(script|style)" href="(https?:[^"]+)"( crossorigin)?>/g)];
    assert.ok(remoteHints.length > 0 && remoteHints.every((m) => m[3] === ' crossorigin'), JSON.stringify(remoteHints.map((m) => m[0])));
    mockApi('get', `${API}/api/user.php`, makeUser());
    mockApi('get', `${API}/api/chats.php`, { chats: [] });
    mockApi('get', `${API}/api/likes.php`, { likes: [], liked_by: [], matches: [] });
    const member = await page('/members', 'console.test', 'amora_session=x');
    assert.ok(!preloads(member.body).some((href) => href.includes('mf_operator')));
    assert.deepEqual(preloads((await page('/operator/photos', 'console.test')).body), [`${CDN}/mf_operator/1.0.0/remoteEntry.js`]);
  });

  it('asks search engines not to index its pages (a robots meta tag and X-Robots-Tag), and only those', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_operator', '1.0.0'), release('mf_members', '1.0.0')] });
    manifest('mf_operator', '1.0.0', '^1.0.0');
    manifest('mf_members', '1.0.0', '^1.0.0');
    for (const url of ['/operator', '/operator/login', '/de/operator/members/7']) {
      const res = await page(url, 'robots.test');
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<meta name="robots" content="noindex, nofollow">/, url);
      assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow', url);
    }
    const member = await page('/members', 'robots.test');
    assert.doesNotMatch(member.body, /name="robots"/);
    assert.equal(member.headers['x-robots-tag'], undefined);
  });
});

describe('the real-user measurements’ sample rate (issue 35)', () => {
  it('puts the site’s rum_sample_rate of GET /api/remotes.php into the boot data, and none when the API names none', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_signup', '1.0.0')], canaries: [], rum_sample_rate: 0.25 });
    manifest('mf_signup', '1.0.0');
    assert.equal(bootOf((await page('/login', 'rum-rate.test')).body).rum_sample_rate, 0.25);
    mockApi('get', `${API}/api/remotes.php`, { remotes: [release('mf_signup', '1.0.0')], canaries: [] });
    assert.equal('rum_sample_rate' in bootOf((await page('/login', 'rum-rate-none.test')).body), false);
  });
});

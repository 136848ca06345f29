// The server-drawn first screen (issue 12) through fastify `inject`: the shell's real chrome and
// static pages, a remote's server entry served by a stubbed CDN (MSW), the API stubbed by the test kit.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { HttpResponse, http, makeCompanyInfo, makeUser, mockApi, server as api } from '@amora/shared/testing';
import { API, advanceClock, bootOf, CDN, startShellServer, settingsForAnyHost } from './shell-server';

const server = startShellServer({ serverEntryOrigins: [CDN] });

/** A registry entry of mf_landers at `version`, as `GET /api/remotes.php` lists it. */
const landers = (version: string) => ({ name: 'mf_landers', version, manifest_url: `${CDN}/mf_landers/${version}/mf-manifest.json`, active: true, created_at: '2026-11-25T10:00:00Z' });

/** A server entry (CommonJS, as the remote's build writes it) drawing `<h1>{label} {locale}</h1>`. */
const serverEntry = (label: string) => `exports.render = async (input) => ({ html: '<h1>${label} ' + input.locale + ' ' + input.path + '</h1>', data: { 'members:8': [{ id: 7 }] } });`;

function cdnServes(version: string, source: string, status = 200) {
  api.use(http.get(`${CDN}/mf_landers/${version}/server-entry.js`, () => new HttpResponse(source, { status, headers: { 'content-type': 'text/javascript' } })));
  api.use(http.get(`${CDN}/mf_landers/${version}/mf-manifest.json`, () => new HttpResponse(null, { status: 404 })));
}

beforeEach(() => {
  server.logLines.length = 0;
  mockApi('get', `${API}/api/settings.php`, settingsForAnyHost({ domain_language: 'en-US', name: 'Amora' }));
  mockApi('get', `${API}/api/user.php`, { error: 'not_logged_in' }, { status: 401 });
  mockApi('get', `${API}/api/companyinfo.php`, makeCompanyInfo({ name: 'Amora Media B.V.' }));
});
afterEach(() => api.resetHandlers());

// Each test its own host: the shell keeps a site's settings and registry for 2 s.
const page = (url: string, host: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
const root = (html: string) => /<div id="amora-root"( data-ssr)?>([\s\S]*?)<\/div>\n<noscript>/.exec(html);

describe('server-drawn first screen (issue 12)', () => {
  it('draws the landing page from the active release of mf_landers inside the shell chrome, with the data for hydration', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('1.0.0-a')] });
    cdnServes('1.0.0-a', serverEntry('release A'));
    const res = await page('/de/', 'a.test');
    assert.equal(res.statusCode, 200);
    const drawn = root(res.body);
    assert.ok(drawn?.[1], 'the root is marked data-ssr');
    assert.match(res.body, /<div id="outlet-mf_landers" data-remote="mf_landers" data-version="1.0.0-a" data-ssr=""><h1>release A de \/de\/<\/h1><\/div>/);
    // The chrome around it: the visitor's navigation in German, the footer.
    assert.match(drawn?.[2] ?? '', /<nav class="[^"]*" aria-label="Hauptnavigation">/);
    // Sign-up is a form to the sign-up page until the page's JavaScript opens the modal instead.
    assert.match(drawn?.[2] ?? '', /<a href="\/de\/login" class="btn btn-outline-primary btn-sm">Anmelden<\/a><form style="display:contents" action="\/de\/signup" method="get"><button type="submit" class="btn btn-primary btn-sm">Kostenlos registrieren<\/button><\/form>/);
    assert.match(drawn?.[2] ?? '', /<footer/);
    // The landing page names no screen: the site's index title stands.
    assert.doesNotMatch(res.body, /<title>[^<]* – Amora<\/title>/);
    assert.match(res.body, /<script type="application\/json" id="amora-ssr-data">\{"mf_landers":\{"members:8":\[\{"id":7\}\]\}\}<\/script>/);
    // Its scripts come after the first paint: the one script tag is their loader, the page's scripts and hints are data for it.
    assert.deepEqual([...res.body.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]), ['/after-paint.js']);
    // No hint for the manifest: the browser loads the remote from its remoteEntry.js (here unreadable: the folder's).
    assert.match(res.body, /<script type="application\/json" id="amora-scripts">\{"scripts":\["\/static\/main\.[^"]+\.js"\],"hints":\[\]\}/);
    assert.equal((bootOf(res.body).remotes as { entry_url: string }[])[0]?.entry_url, `${CDN}/mf_landers/1.0.0-a/remoteEntry.js`);
    assert.doesNotMatch(res.body, /<link rel="preload"/);
    const loader = await server.app.inject({ method: 'GET', url: '/after-paint.js', headers: { host: 'a.test' } });
    assert.equal(loader.statusCode, 200);
    assert.match(loader.headers['content-type'] as string, /^text\/javascript/);
    assert.match(loader.body, /amora-scripts/);
  });

  it('draws what a new release draws on the next load, with no restart', async (t) => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('1.0.0-a')] });
    cdnServes('1.0.0-a', serverEntry('release A'));
    assert.match((await page('/', 'b.test')).body, /release A en/);
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('1.0.1-b')] });
    cdnServes('1.0.1-b', serverEntry('release B'));
    await advanceClock(t, 2_100);
    assert.match((await page('/', 'b.test')).body, /release B en/);
  });

  for (const [label, source, status] of [
    ['throws while rendering', `exports.render = async () => { throw new Error('boom'); };`, 200],
    ['is not valid JavaScript', 'exports.render = async (', 200],
    ['cannot be fetched', 'nope', 500],
  ] as const) {
    it(`leaves the page to the client and logs it when the server entry ${label}`, async () => {
      const host = `fail-${status}-${label.length}.test`;
      mockApi('get', `${API}/api/remotes.php`, { remotes: [landers(`2.0.0-${label.length}`)] });
      cdnServes(`2.0.0-${label.length}`, source, status);
      const res = await page('/', host);
      assert.equal(res.statusCode, 200);
      assert.ok(res.body.includes('<div id="amora-root"></div>'));
      assert.ok(!res.body.includes('amora-ssr-data'));
      assert.ok(server.logLines.some((line) => line.includes('remote server render failed')), 'a log line names the failure');
    });
  }

  it('serves a drawn page again to the next visitor of the same page and site without drawing it again', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('4.0.0-c')] });
    cdnServes('4.0.0-c', `exports.render = async () => ({ html: '<h1>counted</h1>', data: {} });`);
    // Drawn in a render thread (issue 34): counted by the server's metrics.
    const renders = async () => {
      const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/amora_ssr_render_duration_seconds_count\{owner="mf_landers",result="drawn"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await renders();
    assert.match((await page('/landers/video/a', 'cache.test')).body, /<h1>counted<\/h1>/);
    assert.match((await page('/landers/video/a', 'cache.test')).body, /<h1>counted<\/h1>/);
    assert.equal((await renders()) - before, 1);
    await page('/landers/video/b', 'cache.test');
    assert.equal((await renders()) - before, 2, 'another address is drawn anew');
  });

  it('never runs a server entry from another origin than the CDN (a registry entry pointing elsewhere is drawn in the browser)', async () => {
    const elsewhere = { ...landers('3.0.0-x'), manifest_url: 'http://elsewhere.test/mf_landers/3.0.0-x/mf-manifest.json' };
    mockApi('get', `${API}/api/remotes.php`, { remotes: [elsewhere] });
    let fetched = false;
    api.use(
      http.get('http://elsewhere.test/mf_landers/3.0.0-x/server-entry.js', () => {
        fetched = true;
        return new HttpResponse(serverEntry('elsewhere'));
      }),
      // The preload hints still read its manifest (the browser loads that remote as registered).
      http.get('http://elsewhere.test/mf_landers/3.0.0-x/mf-manifest.json', () => new HttpResponse(null, { status: 404 })),
    );
    const res = await page('/', 'elsewhere.test');
    assert.ok(res.body.includes('<div id="amora-root"></div>'));
    assert.equal(fetched, false);
  });

  it("links the styles of the remote's lazy parts only for a screen drawn from one of them (the landing page needs none)", async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('5.0.0-s')] });
    const base = `${CDN}/mf_landers/5.0.0-s`;
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['server.app.js'], async: [] }, css: { sync: ['eager.css'], async: ['lander.css'] } } }],
    };
    api.use(
      http.get(`${base}/server-entry.js`, () => new HttpResponse(`exports.render = async (input) => ({ html: '<h1>drawn</h1>', data: {}, lazyStyles: input.path !== '/' });`)),
      http.get(`${base}/mf-manifest.json`, () => HttpResponse.json(manifest)),
    );
    const links = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(links((await page('/', 'styles.test')).body), ['/static/main.1.css', `${base}/eager.css`]);
    assert.deepEqual(links((await page('/landers/video/a', 'styles.test')).body), ['/static/main.1.css', `${base}/eager.css`, `${base}/lander.css`]);
  });

  it('draws a static page from the shell itself, with the company data it used', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [] });
    const res = await page('/de/pages/faq', 'c.test');
    assert.ok(root(res.body)?.[1]);
    assert.match(res.body, /<h1 class="mb-3">Häufig gestellte Fragen<\/h1>/);
    // Its title names the page, as the client's title does once it runs (issue 13).
    assert.match(res.body, /<title>Häufig gestellte Fragen – Amora<\/title>/);
    assert.match(res.body, /"shell":\{"companyinfo":\{[^}]*"name":"Amora Media B.V."/);
  });

  it('draws the entry warning for a first visit and not once its cookie says it was passed', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [] });
    assert.match((await page('/pages/faq', 'd.test')).body, /role="dialog"/);
    const passed = await page('/pages/faq', 'd.test', 'amora_entry_ok=1764000000000');
    assert.ok(root(passed.body)?.[1]);
    assert.doesNotMatch(passed.body, /role="dialog"/);
  });

  it('leaves a member\'s page to the client', async () => {
    mockApi('get', `${API}/api/remotes.php`, { remotes: [landers('1.0.0-a')] });
    cdnServes('1.0.0-a', serverEntry('release A'));
    mockApi('get', `${API}/api/user.php`, makeUser());
    mockApi('get', `${API}/api/chats.php`, { chats: [] });
    mockApi('get', `${API}/api/likes.php`, { error: 'x' }, { status: 500 });
    const res = await page('/pages/faq', 'e.test', 'amora_session=x');
    assert.ok(res.body.includes('<div id="amora-root"></div>'));
  });
});

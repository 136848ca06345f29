// The installed app's files on the shell server (issue 15): the manifest, its icons, the offline
// page and the service worker, through fastify `inject`, the API stubbed through the MSW test kit.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { LOCALE_COOKIE } from '@amora/shared/constants';
import { mockApi, server as api } from '@amora/shared/testing';
import { API, startShellServer, settingsForAnyHost } from './shell-server';

const server = startShellServer();
beforeEach(() => {
  mockApi('get', `${API}/api/settings.php`, settingsForAnyHost({ domain_language: 'de-DE', name: 'Amora', description: 'Singles in Ihrer Nähe' }));
  mockApi('get', `${API}/api/remotes.php`, { remotes: [] });
  mockApi('get', `${API}/api/user.php`, { error: 'not_logged_in' }, { status: 401 });
});
afterEach(() => api.resetHandlers());

const get = (url: string, host: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('installed app (issue 15)', () => {
  it('links the manifest from every page, which names the site in its language with the brand colours and icons', async () => {
    const page = await get('/', 'a.test');
    assert.match(page.body, /<link rel="manifest" href="\/manifest\.webmanifest">/);
    assert.match(page.body, /<meta name="theme-color" content="#0d7385">/);
    const res = await get('/manifest.webmanifest', 'a.test');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/manifest\+json/);
    const manifest = JSON.parse(res.body);
    assert.deepEqual(
      { name: manifest.name, description: manifest.description, lang: manifest.lang, start_url: manifest.start_url, display: manifest.display, theme_color: manifest.theme_color },
      { name: 'Amora', description: 'Singles in Ihrer Nähe', lang: 'de', start_url: '/', display: 'standalone', theme_color: '#0d7385' },
    );
    assert.deepEqual(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`), ['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const file = await get(icon.src, 'a.test');
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'image/png');
      const meta = await sharp(file.rawPayload).metadata();
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes);
    }
    assert.equal((await get('/icons/none.png', 'a.test')).statusCode, 404);
  });

  it('serves the offline page in the visitor’s language, with nothing it would have to load', async () => {
    const german = await get('/offline.html', 'b.test');
    assert.equal(german.statusCode, 200);
    assert.match(german.body, /<html lang="de">/);
    assert.match(german.body, /<h1>Sie sind offline<\/h1>/);
    assert.match(german.body, /Amora ist gerade nicht erreichbar/);
    assert.doesNotMatch(german.body, /<script|<link|src=/);
    const french = await get('/offline.html', 'b.test', `${LOCALE_COOKIE}=fr`);
    assert.match(french.body, /<h1>Vous êtes hors ligne<\/h1>/);
    assert.match(french.body, /<a href="">Réessayer<\/a>/);
  });

  it('serves the service worker from the site root for every page, revalidated on each check', async () => {
    const res = await get('/sw.js', 'a.test');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['service-worker-allowed'], '/');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.body, /const OFFLINE_URL = '\/offline\.html'/);
  });
});

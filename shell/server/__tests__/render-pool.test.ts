// The render pool (issue 34 "Rendering at scale"): first screens drawn in worker threads with a
// bounded queue; a page that finds the queue full is answered at once and drawn by the browser.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { HttpResponse, http, mockApi, server as api } from '@amora/shared/testing';
import { API, CDN, startShellServer, settingsForAnyHost } from './shell-server';

// One thread (8 pages at once) and one waiting place: the tenth page at once finds the queue full.
const server = startShellServer({ serverEntryOrigins: [CDN], renderPool: { threads: 1, maxQueue: 1, timeoutMs: 10_000 } });

const VERSION = '1.0.0-slow';
/** A server entry that takes 400 ms to draw each page. */
const slowEntry = `exports.render = (input) => new Promise((done) => setTimeout(() => done({ html: '<h1>slow ' + input.path + '</h1>', data: {} }), 400));`;

beforeEach(() => {
  server.logLines.length = 0;
  mockApi('get', `${API}/api/settings.php`, settingsForAnyHost({ domain_language: 'en-US', name: 'Amora' }));
  mockApi('get', `${API}/api/user.php`, { error: 'not_logged_in' }, { status: 401 });
  mockApi('get', `${API}/api/remotes.php`, { remotes: [{ name: 'mf_landers', version: VERSION, manifest_url: `${CDN}/mf_landers/${VERSION}/mf-manifest.json`, active: true, created_at: '2026-11-25T10:00:00Z' }] });
  api.use(http.get(`${CDN}/mf_landers/${VERSION}/server-entry.js`, () => new HttpResponse(slowEntry, { headers: { 'content-type': 'text/javascript' } })));
  api.use(http.get(`${CDN}/mf_landers/${VERSION}/mf-manifest.json`, () => new HttpResponse(null, { status: 404 })));
});
afterEach(() => api.resetHandlers());

const page = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'pool.test' } });
const isDrawn = (html: string) => html.includes('<div id="amora-root" data-ssr>');

/** Renders counted by the server's metrics, by result (`drawn`, `busy`, …). */
async function renders(result: string): Promise<number> {
  const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(new RegExp(`amora_ssr_render_duration_seconds_count\\{owner="mf_landers",result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

describe('the render pool (issue 34)', () => {
  it('draws in a thread, and answers pages that find the queue full at once, drawn by the browser', async () => {
    // The thread started and the entry fetched: the first page is drawn.
    assert.ok(isDrawn((await page('/landers/video/warm')).body));
    const busyBefore = await renders('busy');
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => page(`/landers/video/${i}`).then((res) => ({ res, ms: performance.now() - started }))));
    for (const { res } of answers) assert.equal(res.statusCode, 200);
    const drawn = answers.filter(({ res }) => isDrawn(res.body));
    const fallback = answers.filter(({ res }) => !isDrawn(res.body));
    // Eight in the thread, one waiting; the other three are not kept waiting behind them.
    assert.equal(drawn.length, 9, 'eight pages in the thread and one queued');
    assert.equal(fallback.length, 3);
    for (const { res, ms } of fallback) {
      assert.ok(res.body.includes('<div id="amora-root"></div>'), 'the browser draws it');
      assert.ok(ms < 400, `a page that found the queue full waited ${ms.toFixed(0)} ms`);
    }
    assert.equal((await renders('busy')) - busyBefore, 3);
    assert.ok(server.logLines.some((line) => line.includes('render queue full')), 'the fallback is logged');
    // Once the queue drained, pages are drawn again.
    assert.ok(isDrawn((await page('/landers/video/after')).body));
  });
});

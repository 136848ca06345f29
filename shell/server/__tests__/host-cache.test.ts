// Issue 33 "Production start": made-up Host headers neither grow the shell server's memory nor reach
// the API on every request. The site and host caches are bounded LRUs, an unknown host is a
// negative entry, and at most 1,000 unknown hosts are looked up every 2 s (site-hosts.ts).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it, type TestContext } from 'node:test';
import { makeSettings, mockApi, server as api } from '@amora/shared/testing';
import type { Settings } from '@amora/shared/types';
import { createUpstream } from '../upstream';
import { API, startShellServer } from './shell-server';

/** The API's settings answer: the sites `localhost` (the default) and `de.localhost`; any other host gets the default site (issue 29). */
function countingApi(): { asked: string[] } {
  const seen = { asked: [] as string[] };
  mockApi('get', `${API}/api/settings.php`, ({ request }: { request: Request }): Settings => {
    const host = request.headers.get('x-forwarded-host') ?? '';
    seen.asked.push(host);
    return makeSettings({ domain: host === 'de.localhost' ? host : 'localhost' });
  });
  mockApi('get', `${API}/api/remotes.php`, { remotes: [] });
  return seen;
}

/** Stops the clocks the caches read (`Date.now`, `performance.now`) for test `t`; `advance(ms)` moves them. */
function frozenClock(t: TestContext): { advance: (ms: number) => Promise<void> } {
  let now = Date.now();
  let perf = performance.now();
  t.mock.method(Date, 'now', () => now);
  t.mock.method(performance, 'now', () => perf);
  return {
    async advance(ms) {
      now += ms;
      perf += ms;
      // lru-cache reuses the time it read last for 1 ms (its `ttlResolution`): let that timer run.
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
  };
}

const randomHost = () => `${randomUUID()}.example`;

describe('the host check of the shell’s upstream (issue 33)', () => {
  beforeEach(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.close());

  it('10,000 random hosts: at most 1,000 API look-ups and 1,000 unknown hosts held per 2 s; a known site is still checked and answered', async (t) => {
    const clock = frozenClock(t);
    const seen = countingApi();
    const upstream = createUpstream(API);
    assert.equal(await upstream.isSiteHost('de.localhost'), true);

    const flood = async () => {
      const answers = await Promise.all(Array.from({ length: 10_000 }, () => upstream.isSiteHost(randomHost())));
      assert.ok(answers.every((isSite) => isSite === false), 'a made-up host is never a site');
    };
    await flood();
    // 1,000 look-ups in 2 s, the site's first one among them; the other 9,001 hosts answered without the API.
    assert.equal(seen.asked.length, 1_000);
    assert.ok(upstream.cachedHosts() <= 2 + 1_000, `hosts held: ${upstream.cachedHosts()}`);
    assert.equal(upstream.stats.host.refused, 9_001);
    // The default site was named by every answer: known without a look-up of its own.
    assert.equal(await upstream.isSiteHost('localhost'), true);
    assert.equal(seen.asked.length, 1_000);

    // A repeated unknown host is answered from its negative entry.
    const repeated = seen.asked[1] ?? '';
    assert.equal(await upstream.isSiteHost(repeated), false);
    assert.equal(seen.asked.length, 1_000);

    // 2 s later: 1,000 more unknown hosts are asked about, and a known site's entry is checked again, whatever the flood.
    await clock.advance(2_000);
    await flood();
    assert.equal(seen.asked.length, 2_000);
    assert.equal(await upstream.isSiteHost('de.localhost'), true);
    assert.deepEqual(seen.asked.filter((host) => host === 'de.localhost'), ['de.localhost', 'de.localhost']);
    assert.ok(upstream.cachedHosts() <= 2 + 1_000, `hosts held: ${upstream.cachedHosts()}`);
  });

  it('a visitor country that is no country code shares the site’s entry instead of adding one (and an API call) per value', async (t) => {
    frozenClock(t);
    const seen = countingApi();
    const upstream = createUpstream(API);
    for (const geo of [undefined, '', 'xx-garbage', 'zzz', randomUUID(), '<script>']) await upstream.site('localhost', geo);
    assert.equal(seen.asked.length, 1);
    await upstream.site('localhost', 'de');
    await upstream.site('localhost', 'DE');
    assert.equal(seen.asked.length, 2);
  });
});

describe('the shell server under random Host headers (issue 33)', () => {
  const server = startShellServer();
  afterEach(() => api.resetHandlers());

  it('answers 10,000 requests with made-up hosts 421, asking the API about at most 1,000 of them; the default site, named by those answers, still answers', async (t) => {
    frozenClock(t);
    const seen = countingApi();
    for (let i = 0; i < 10_000; i += 500) {
      const answers = await Promise.all(Array.from({ length: 500 }, () => server.app.inject({ method: 'GET', url: '/members', headers: { host: randomHost() } })));
      assert.ok(answers.every((res) => res.statusCode === 421));
    }
    assert.ok(seen.asked.length <= 1_000, `the API was asked ${seen.asked.length} times`);
    const site = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    assert.equal(site.statusCode, 200);
  });
});

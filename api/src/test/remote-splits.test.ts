import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RemoteActivation, RemoteVersion } from '../types.js';
import { body, request, setupTestApp, type TestContext } from './helpers.js';

const auth = { authorization: 'Bearer dev-deploy-token' };
const url = (version: string) => `http://localhost:3100/mf_landers/${version}/mf-manifest.json`;

/** Issue 14: canaries per site and for every site, per-site versions, promote and rollback. */
describe('remote registry: splits and sites', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp({ deployToken: 'dev-deploy-token' });
  });
  after(async () => {
    await ctx.close();
  });

  const post = (payload: Record<string, unknown>, action = '') =>
    request(ctx.app, { method: 'POST', url: `/api/remotes.php${action ? `?action=${action}` : ''}`, headers: auth, payload });
  const release = (version: string, extra: Record<string, unknown> = {}) => post({ name: 'mf_landers', version, manifest_url: url(version), ...extra });
  /** What a site runs: `version` and `canary@percent`, as the shell server reads it. */
  const runs = async (host: string) => {
    const { remotes, canaries } = body<{ remotes: RemoteVersion[]; canaries: RemoteActivation[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php', headers: { host } }));
    const canary = canaries.find((c) => c.name === 'mf_landers');
    return [remotes.find((r) => r.name === 'mf_landers')?.version, canary ? `${canary.version}@${canary.percent}` : null];
  };

  it('a canary for every site takes its share of each site; a release to everyone ends it', async () => {
    assert.equal((await release('1.0.0')).statusCode, 201);
    const canary = await release('1.1.0', { percent: 10 });
    assert.equal(canary.statusCode, 201);
    assert.equal(body<{ remote: RemoteVersion }>(canary).remote.active, false, 'a canary is not the active version');
    assert.deepEqual(await runs('localhost'), ['1.0.0', '1.1.0@10']);
    assert.deepEqual(await runs('de.localhost'), ['1.0.0', '1.1.0@10']);
    // A new canary replaces the old one.
    await release('1.2.0', { percent: 50 });
    assert.deepEqual(await runs('localhost'), ['1.0.0', '1.2.0@50']);
    await release('1.3.0');
    assert.deepEqual(await runs('localhost'), ['1.3.0', null]);
  });

  it('promote moves the canary to everyone, and rollback goes back to the version before it', async () => {
    await release('1.4.0', { percent: 10 });
    const promoted = await post({ name: 'mf_landers' }, 'promote');
    assert.equal(promoted.statusCode, 200);
    assert.equal(body<{ remote: RemoteVersion }>(promoted).remote.version, '1.4.0');
    assert.deepEqual(await runs('localhost'), ['1.4.0', null]);
    assert.equal(body(await post({ name: 'mf_landers' }, 'promote')).error, 'no_canary');
    const back = await post({ name: 'mf_landers' }, 'rollback');
    assert.equal(body<{ remote: RemoteVersion }>(back).remote.version, '1.3.0');
    assert.deepEqual(await runs('de.localhost'), ['1.3.0', null]);
  });

  it('rollback during a split ends the split and keeps the version', async () => {
    await release('1.5.0', { percent: 30 });
    const back = await post({ name: 'mf_landers' }, 'rollback');
    assert.equal(back.statusCode, 200);
    assert.equal(body<{ remote: RemoteVersion }>(back).remote.version, '1.3.0');
    assert.deepEqual(await runs('localhost'), ['1.3.0', null]);
  });

  it('one site runs its own version and its own canary; the others keep the registry and its canary', async () => {
    assert.equal((await release('2.0.0', { site: 'de.localhost' })).statusCode, 201);
    await release('1.6.0', { percent: 20 });
    assert.deepEqual(await runs('de.localhost'), ['2.0.0', null], 'a site with its own version ignores the canary of every site');
    assert.deepEqual(await runs('localhost'), ['1.3.0', '1.6.0@20']);
    await release('2.1.0', { site: 'de.localhost', percent: 50 });
    assert.deepEqual(await runs('de.localhost'), ['2.0.0', '2.1.0@50']);
    assert.deepEqual(await runs('localhost'), ['1.3.0', '1.6.0@20']);

    const listed = body<{ activations: RemoteActivation[] }>(await request(ctx.app, { method: 'GET', url: '/api/remotes.php?view=activations' })).activations;
    assert.deepEqual(
      listed.map((a) => `${a.site || '*'} ${a.kind} ${a.version} ${a.percent}`),
      ['* canary 1.6.0 20', 'de.localhost canary 2.1.0 50', 'de.localhost pin 2.0.0 100'],
    );
    assert.ok(listed.every((a) => a.manifest_url === url(a.version)));

    assert.equal(body<{ remote: RemoteVersion }>(await post({ name: 'mf_landers', site: 'de.localhost' }, 'promote')).remote.version, '2.1.0');
    assert.deepEqual(await runs('de.localhost'), ['2.1.0', null]);
    // Rolling the site back removes its own version: it follows the registry (and its canary) again.
    assert.equal(body<{ remote: RemoteVersion }>(await post({ name: 'mf_landers', site: 'de.localhost' }, 'rollback')).remote.version, '1.3.0');
    assert.deepEqual(await runs('de.localhost'), ['1.3.0', '1.6.0@20']);
    assert.equal((await post({ name: 'mf_landers', site: 'de.localhost' }, 'rollback')).statusCode, 409);
    await post({ name: 'mf_landers' }, 'rollback');
  });

  it('refuses unknown sites, bad shares and calls without the token', async () => {
    const unknown = await release('3.0.0', { site: 'nowhere.example' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(body(unknown).error, 'unknown_site');
    for (const percent of [0, 101, 12.5, '10']) assert.equal((await release('3.0.0', { percent })).statusCode, 400, String(percent));
    const anonymous = await request(ctx.app, { method: 'POST', url: '/api/remotes.php?action=promote', payload: { name: 'mf_landers' } });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(await runs('localhost'), ['1.3.0', null]);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SitePage } from '../types.js';
import { DEV_CLI_KEY } from '../config.js';
import { body, request, setupTestApp, type TestContext } from './helpers.js';
import { signInOperator } from './operator-helpers.js';

/** The operator CLIs' key (`npm run page`); the console's operators are tested below. */
const auth = { authorization: `Bearer ${DEV_CLI_KEY}` };

describe('/{token} static pages: /api/pages.php, written through /api/operator/pages.php (spec §2, issues 13 and 31)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  const put = (payload: Record<string, unknown>, site = 'localhost', headers: Record<string, string> = auth, cookie?: string) =>
    request(ctx.app, { method: 'PUT', url: '/api/operator/pages.php', headers, payload: { site, ...payload }, ...(cookie ? { cookie } : {}) });
  const get = (query: string, host = 'localhost') => request(ctx.app, { method: 'GET', url: `/api/pages.php?${query}`, headers: { host } });

  it('keeps a page per site and locale, written by an operator and read by anyone', async () => {
    const en = await put({ token: 'summer-rules', locale: 'en', title: 'Summer rules', body: 'Be kind.\n\nMeet in public places.' });
    assert.equal(en.statusCode, 200, en.body);
    assert.deepEqual(Object.keys(body<{ page: SitePage }>(en).page).sort(), ['body', 'locale', 'title', 'token', 'updated_at']);
    assert.equal((await put({ token: 'summer-rules', locale: 'de', title: 'Sommerregeln', body: 'Seien Sie freundlich.' })).statusCode, 200);

    const de = await get('token=summer-rules&locale=de');
    assert.equal(de.statusCode, 200);
    assert.deepEqual(body<{ page: SitePage }>(de).page, { ...body<{ page: SitePage }>(de).page, token: 'summer-rules', locale: 'de', title: 'Sommerregeln', body: 'Seien Sie freundlich.' });
    // A locale the page is not written in: the site's default language (en-US here).
    assert.equal(body<{ page: SitePage }>(await get('token=summer-rules&locale=fr')).page.title, 'Summer rules');
    // Another site does not have it.
    assert.equal((await get('token=summer-rules', 'de.localhost')).statusCode, 404);
  });

  it('replaces a page written again, and removes it on request', async () => {
    await put({ token: 'events', locale: 'en', title: 'Events', body: 'First.' });
    await put({ token: 'events', locale: 'en', title: 'Events', body: 'Second.' });
    assert.equal(body<{ page: SitePage }>(await get('token=events&locale=en')).page.body, 'Second.');
    const removed = await request(ctx.app, { method: 'DELETE', url: '/api/operator/pages.php?site=localhost&token=events', headers: auth });
    assert.equal(removed.statusCode, 200);
    assert.equal((await get('token=events')).statusCode, 404);
    assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/operator/pages.php?site=localhost&token=events', headers: auth })).statusCode, 404);
  });

  it('answers 404 not_found for a token no page has, also a malformed one', async () => {
    for (const query of ['token=nothing-here', 'token=..%2Fetc', 'token=UPPER']) {
      const res = await get(query);
      assert.equal(res.statusCode, 404, query);
      assert.equal(body<{ error: string }>(res).error, 'not_found');
    }
  });

  it('refuses writes without an operator of the content role or the CLI key, and addresses other pages of the site use', async () => {
    const page = { token: 'x-page', locale: 'en', title: 'T', body: 'B' };
    assert.equal((await put(page, 'localhost', {})).statusCode, 401);
    assert.equal((await put(page, 'localhost', { authorization: 'Bearer dev-deploy-token' })).statusCode, 401, 'the deploy token is for releases only');
    assert.equal((await put(page, 'localhost', {}, (await signInOperator(ctx, 'moderator')).cookie)).statusCode, 403);
    const marketing = await signInOperator(ctx, 'marketing');
    assert.equal((await put(page, 'localhost', {}, marketing.cookie)).statusCode, 200);
    const [row] = await ctx.app.repos.audit.list({ operatorId: marketing.id, action: 'page.write', limit: 1 });
    assert.deepEqual([row?.site, row?.target_id, row?.after], ['localhost', 'x-page/en', { title: 'T', body: 'B' }]);
    const limited = await signInOperator(ctx, 'marketing', await ctx.app.repos.sites.idsOf(['de.localhost']));
    assert.equal((await put(page, 'localhost', {}, limited.cookie)).statusCode, 404, 'a site the operator may not act on');
    for (const token of ['members', 'pages', 'de', 'api', 'Bad Token', 'a']) {
      const res = await put({ token, locale: 'en', title: 'T', body: 'B' });
      assert.equal(res.statusCode, 400, token);
    }
    assert.equal((await put({ token: 'ok-page', locale: 'xx', title: 'T', body: 'B' })).statusCode, 400);
    assert.equal((await put({ token: 'ok-page', locale: 'en', title: ' ', body: 'B' })).statusCode, 400);
  });
});

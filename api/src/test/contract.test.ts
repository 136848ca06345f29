import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_CALLS } from '@amora/contracts';
import Fastify from 'fastify';
import { contractPlugin } from '../plugins/contract.js';
import { zodPlugin } from '../plugins/zod.js';
import { setupTestApp, type TestContext } from './helpers.js';

/**
 * The wire contract (issue 8): every /api route answers through a response schema of
 * @amora/contracts, so every other API test validates the answers it gets; and API_CALLS lists
 * exactly the routes there are.
 */
describe('the API keeps the contract', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('gives every /api route a 2xx response schema (redirects, 204s and file downloads excepted)', () => {
    const routes = ctx.app.contractRoutes;
    assert.ok(routes.length >= 50, `only ${routes.length} routes seen`);
    const missing = routes.filter((r) => {
      const entry = API_CALLS.find((c) => c.method === r.method && c.path === r.url);
      return !entry?.bodyless && !entry?.file && !r.statuses.some((s) => /^2\d\d$/.test(s));
    });
    assert.deepEqual(missing, []);
  });

  it('lists in API_CALLS exactly the routes the API has', () => {
    const have = new Set(ctx.app.contractRoutes.map((r) => `${r.method} ${r.url}`));
    const listed = new Set(API_CALLS.map((c) => `${c.method} ${c.path}`));
    assert.deepEqual([...listed].filter((k) => !have.has(k)), [], 'listed but not served');
    assert.deepEqual([...have].filter((k) => !listed.has(k)), [], 'served but not listed');
  });

  it('answers 500 instead of an answer that breaks its schema', async () => {
    // The same plugins on a bare app, with a /api/chats.php that forgets a field of its entries.
    const app = Fastify();
    await app.register(zodPlugin);
    await app.register(contractPlugin);
    app.get('/api/chats.php', async () => ({ chats: [{ id: 1, profile_id: 2 }] }));
    app.get('/api/likes.php', async () => ({ likes: [], liked_by: [], matches: [] }));
    await app.ready();
    assert.equal((await app.inject({ method: 'GET', url: '/api/chats.php' })).statusCode, 500);
    assert.equal((await app.inject({ method: 'GET', url: '/api/likes.php' })).statusCode, 200);
    await app.close();
  });
});

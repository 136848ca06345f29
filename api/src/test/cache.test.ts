import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import { TtlCache } from '../services/cache.js';
import type { ChatListEntry } from '../types.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

const chatsOf = async (ctx: TestContext, cookie: string) => {
  const res = await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie });
  assert.equal(res.statusCode, 200);
  return body<{ chats: ChatListEntry[] }>(res).chats;
};

describe('TtlCache', () => {
  it('serves a value until its TTL, and loads once for concurrent misses', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    assert.deepEqual(await Promise.all([cache.get('a', load), cache.get('a', load)]), [1, 1]);
    assert.equal(await cache.get('a', load), 1);
    assert.equal(loads, 1);
    cache.set('b', 7, 1);
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(cache.peek('b'), undefined);
  });

  it('does not store a load that was running when the key was invalidated', async () => {
    const cache = new TtlCache<string, string>(60_000);
    let finish!: (v: string) => void;
    const running = cache.get('k', () => new Promise<string>((r) => (finish = r)));
    cache.delete('k');
    finish('before the write');
    assert.equal(await running, 'before the write');
    assert.equal(cache.peek('k'), undefined);
    assert.equal(await cache.get('k', async () => 'after the write'), 'after the write');
  });

  it('keeps values out when ttl() says so, and drops the oldest entry above maxEntries', async () => {
    const cache = new TtlCache<number, number>(60_000, 2);
    await cache.get(1, async () => 1, () => 0);
    assert.equal(cache.size, 0);
    cache.set(1, 1);
    cache.set(2, 2);
    cache.set(3, 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.peek(1), undefined);
    assert.equal(cache.peek(3), 3);
  });
});

describe('read caches of sessions and chat lists', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('refuses a session at once after logout, though it was just cached', async () => {
    const cookie = await login(ctx.app, DEMO_ANNA);
    await chatsOf(ctx, cookie); // caches the session
    await chatsOf(ctx, cookie);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/logout.php', cookie })).statusCode, 200);
    const res = await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie });
    assert.equal(res.statusCode, 403);
    assert.equal(body(res).error, 'authentication_required');
  });

  it('refuses the previous token at once after a new login with it (token rotation)', async () => {
    const first = await login(ctx.app, DEMO_ANNA);
    await chatsOf(ctx, first);
    const relogin = await request(ctx.app, {
      method: 'POST',
      url: '/api/user.php',
      cookie: first,
      payload: { email: DEMO_ANNA, password: 'demo-password-2026' },
    });
    assert.equal(relogin.statusCode, 200);
    const res = await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: first });
    assert.equal(res.statusCode, 403);
    assert.equal(body(res).error, 'authentication_required');
  });

  it('a cached session does not count on another site', async () => {
    const cookie = await login(ctx.app, DEMO_ANNA);
    await chatsOf(ctx, cookie);
    const res = await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie, headers: { host: 'de.localhost' } });
    assert.equal(res.statusCode, 403);
  });

  it('a removed chat is gone from the next GET, though the list was just cached', async () => {
    const ben = await login(ctx.app, DEMO_BEN);
    const before = await chatsOf(ctx, ben);
    assert.deepEqual(await chatsOf(ctx, ben), before); // served from the cache
    const gone = before[0];
    assert.ok(gone);
    const del = await request(ctx.app, { method: 'DELETE', url: `/api/chat.php?conversation=${gone.id}`, cookie: ben });
    assert.equal(del.statusCode, 200);
    const afterDelete = await chatsOf(ctx, ben);
    assert.equal(afterDelete.length, before.length - 1);
    assert.ok(!afterDelete.some((c) => c.id === gone.id));
  });

  it('invalidateChats() forgets a member’s cached list; last_seen updates reach other members’ lists', async () => {
    const anna = await login(ctx.app, DEMO_ANNA);
    const ben = await login(ctx.app, DEMO_BEN);
    const benProfile = await ctx.db.selectFrom('users').select('profile_id').where('email', '=', DEMO_BEN).executeTakeFirstOrThrow();
    const annaProfile = await ctx.db.selectFrom('users').select('profile_id').where('email', '=', DEMO_ANNA).executeTakeFirstOrThrow();
    await ctx.db.updateTable('profiles').set({ online: false, last_seen_at: null }).where('id', '=', benProfile.profile_id).execute();
    // A write behind the repositories' back: visible after invalidateChats().
    ctx.app.repos.chats.invalidateChats(annaProfile.profile_id);
    const offline = (await chatsOf(ctx, anna)).find((c) => c.profile_id === benProfile.profile_id);
    assert.ok(offline);
    assert.equal(offline.profile.online, false);
    const beacon = await request(ctx.app, {
      method: 'POST',
      url: '/api/page-hidden.php',
      cookie: ben,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(beacon.statusCode, 204);
    const online = (await chatsOf(ctx, anna)).find((c) => c.profile_id === benProfile.profile_id);
    assert.equal(online?.profile.online, true);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import type { ChatListEntry, LikedByEntry, Profile, ProfileDetail, User } from '../types.js';
import { assertProfile, body, login, request, setupTestApp, type TestContext } from './helpers.js';

interface LikesState {
  likes: Profile[];
  liked_by: LikedByEntry[];
  matches: Profile[];
}

describe('blocks, likes and reports', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  let annaId: number;
  let benId: number;

  const get = async <T>(url: string, cookie: string) => {
    const res = await request(ctx.app, { method: 'GET', url, cookie });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return body<T>(res);
  };
  /** Every profile id of a search, all pages. */
  const searchIds = async (query: string, cookie: string) => {
    const ids: number[] = [];
    const first = await get<{ total: number; profiles: Profile[]; similar: Profile[] }>(`/api/members.php?${query}&numResults=100`, cookie);
    for (let n = 1; n <= Math.max(1, Math.ceil(first.total / 100)); n++) {
      const page = await get<{ profiles: Profile[]; similar: Profile[] }>(`/api/members.php?${query}&numResults=100&pageNumber=${n}`, cookie);
      ids.push(...page.profiles.map((p) => p.id), ...page.similar.map((p) => p.id));
    }
    return ids;
  };
  const suggestionIds = async (query: string, cookie: string) =>
    (await get<{ profiles: Profile[] }>(`/api/suggestions.php?${query}&numResults=50`, cookie)).profiles.map((p) => p.id);
  const chatIds = async (cookie: string) => (await get<{ chats: ChatListEntry[] }>('/api/chats.php', cookie)).chats.map((c) => c.profile_id);
  const likes = (cookie: string) => get<LikesState>('/api/likes.php', cookie);

  // Narrow filters around each demo member (anna: GB-ENG, born 1993; ben: NL-NH, born 1990).
  const ANNA_AREA = 'gender=female&country=GB&countryregion=GB-ENG&min_age=25&max_age=40';
  const BEN_AREA = 'gender=male&country=NL&countryregion=NL-NH&min_age=30&max_age=45';

  /**
   * Whether anna and ben see each other everywhere (true) or nowhere (false). ben's like of anna
   * (when `benLikesAnna`) shows in the likes lists, and keeps anna out of his suggestions anyway.
   */
  async function assertMutuallyVisible(visible: boolean, benLikesAnna: boolean) {
    const check = (ids: number[], id: number, where: string) => assert.equal(ids.includes(id), visible, where);
    check(await searchIds(ANNA_AREA, ben), annaId, 'ben’s search');
    check(await searchIds(BEN_AREA, anna), benId, 'anna’s search');
    check(await suggestionIds(BEN_AREA, anna), benId, 'anna’s suggestions');
    check(await chatIds(ben), annaId, 'ben’s chats');
    check(await chatIds(anna), benId, 'anna’s chats');
    if (benLikesAnna) {
      check((await likes(anna)).liked_by.map((p) => p.id), benId, 'anna’s liked_by');
      check((await likes(ben)).likes.map((p) => p.id), annaId, 'ben’s likes');
    } else {
      check(await suggestionIds(ANNA_AREA, ben), annaId, 'ben’s suggestions');
    }
  }

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
    annaId = (await get<User>('/api/user.php', anna)).profile.id;
    benId = (await get<User>('/api/user.php', ben)).profile.id;
  });
  after(async () => {
    await ctx.close();
  });

  describe('likes (POST, DELETE, PUT seen)', () => {
    it('likes idempotently, reports matches, takes likes back', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile: annaId } });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body(res), { liked: true, match: false });
      const again = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile: annaId } });
      assert.deepEqual(body(again), { liked: true, match: false });
      const state = await likes(anna);
      const entry = state.liked_by.find((p) => p.id === benId);
      assert.ok(entry?.like_new);
      const page = await get<{ profile: ProfileDetail }>(`/api/profile.php?id=${annaId}`, ben);
      assert.equal(page.profile.liked_by_me, true);

      // anna likes back: a match.
      const back = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: anna, payload: { profile: benId } });
      assert.deepEqual(body(back), { liked: true, match: true });
      assert.ok((await likes(anna)).matches.some((p) => p.id === benId));
      const undo = await request(ctx.app, { method: 'DELETE', url: '/api/likes.php', cookie: anna, payload: { profile: benId } });
      assert.deepEqual(body(undo), { liked: false });
      assert.ok(!(await likes(anna)).matches.some((p) => p.id === benId));
      const undoAgain = await request(ctx.app, { method: 'DELETE', url: `/api/likes.php?profile=${benId}`, cookie: anna });
      assert.equal(undoAgain.statusCode, 200);
    });

    it('PUT seen clears like_new of that profile’s like only', async () => {
      const before = (await likes(anna)).liked_by;
      const newOnes = before.filter((l) => l.like_new);
      assert.ok(newOnes.length >= 2);
      // Ben's like is not among them: anna answered it with a like (a match), so she has seen it.
      assert.equal(before.find((l) => l.id === benId)?.like_new, false);
      const opened = newOnes[0]?.id;
      const res = await request(ctx.app, { method: 'PUT', url: '/api/likes.php', cookie: anna, payload: { profile: opened, seen: true } });
      assert.deepEqual(body(res), { ok: true });
      const after = (await likes(anna)).liked_by;
      assert.equal(after.find((l) => l.id === opened)?.like_new, false);
      assert.equal(after.filter((l) => l.like_new).length, newOnes.length - 1);
      assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/likes.php', cookie: anna, payload: { profile: benId } })).statusCode, 400);
    });

    it('answers 404 for unknown, invisible or own profiles and 403 when logged out', async () => {
      for (const profile of [99999999, benId]) {
        const res = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile } });
        assert.equal(res.statusCode, 404, String(profile));
      }
      const hidden = await ctx.db.selectFrom('profiles').select('id').where('invisible', '=', true).executeTakeFirstOrThrow();
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile: hidden.id } })).statusCode, 404);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', payload: { profile: annaId } })).statusCode, 403);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile: 'x' } })).statusCode, 400);
    });
  });

  describe('blocks', () => {
    it('anna and ben see each other before the block', async () => {
      await assertMutuallyVisible(true, true);
    });

    it('a block hides both sides in search, suggestions, chats and likes', async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: anna, payload: { profile: benId } });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body(res), { ok: true });
      assert.deepEqual(body(await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: anna, payload: { profile: benId } })), { ok: true });
      const { profiles } = await get<{ profiles: Profile[] }>('/api/blocks.php', anna);
      assert.deepEqual(profiles.map((p) => p.id), [benId]);
      for (const p of profiles) assertProfile(p);
      assert.deepEqual((await get<{ profiles: Profile[] }>('/api/blocks.php', ben)).profiles, []);
      await assertMutuallyVisible(false, true);
      // Without ben's like, the block alone keeps anna out of his suggestions.
      assert.equal((await request(ctx.app, { method: 'DELETE', url: '/api/likes.php', cookie: ben, payload: { profile: annaId } })).statusCode, 200);
      await assertMutuallyVisible(false, false);
    });

    it('the blocked one gets 403 blocked on the blocker’s profile; the blocker sees blocked_by_me', async () => {
      const res = await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${annaId}`, cookie: ben });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(body(res), { error: 'blocked', message: 'This member is not available to you.' });
      const page = await get<{ profile: ProfileDetail }>(`/api/profile.php?id=${benId}`, anna);
      assert.equal(page.profile.blocked_by_me, true);
      // Visitors still see anna.
      assert.equal((await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${annaId}` })).statusCode, 200);
    });

    it('refuses likes and swipes either way while blocked', async () => {
      for (const [cookie, profile] of [
        [ben, annaId],
        [anna, benId],
      ] as const) {
        const like = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie, payload: { profile } });
        assert.equal(like.statusCode, 403);
        assert.equal(body(like).error, 'blocked');
        const swipe = await request(ctx.app, { method: 'POST', url: '/api/swipe.php', cookie, payload: { profile, like: true } });
        assert.equal(swipe.statusCode, 403);
        assert.equal(body(swipe).error, 'blocked');
      }
    });

    it('unblocking restores everything', async () => {
      const res = await request(ctx.app, { method: 'DELETE', url: '/api/blocks.php', cookie: anna, payload: { profile: benId } });
      assert.deepEqual(body(res), { ok: true });
      assert.deepEqual((await get<{ profiles: Profile[] }>('/api/blocks.php', anna)).profiles, []);
      await assertMutuallyVisible(true, false);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: ben, payload: { profile: annaId } })).statusCode, 200);
      await assertMutuallyVisible(true, true);
      assert.equal((await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${annaId}`, cookie: ben })).statusCode, 200);
      // DELETE with ?profile= works too, and is idempotent.
      assert.equal((await request(ctx.app, { method: 'DELETE', url: `/api/blocks.php?profile=${benId}`, cookie: anna })).statusCode, 200);
    });

    it('validates: oneself 400, unknown 404, logged out 403', async () => {
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: anna, payload: { profile: annaId } })).statusCode, 400);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: anna, payload: { profile: 99999999 } })).statusCode, 404);
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/blocks.php' })).statusCode, 403);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/blocks.php', payload: { profile: benId } })).statusCode, 403);
    });
  });

  describe('POST /api/reports.php', () => {
    it('stores a report', async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/reports.php',
        cookie: ben,
        payload: { profile: annaId, reason: 'spam', message: 'Sends links.' },
      });
      assert.equal(res.statusCode, 201, res.body);
      const { id } = body<{ id: number }>(res);
      const row = await ctx.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual([row.reporter_profile_id, row.reported_profile_id, row.reason, row.message], [benId, annaId, 'spam', 'Sends links.']);
      const short = await request(ctx.app, { method: 'POST', url: '/api/reports.php', cookie: ben, payload: { profile: annaId, reason: 'fake' } });
      assert.equal(short.statusCode, 201);
    });

    it('validates the report', async () => {
      const cases: [Record<string, unknown>, number][] = [
        [{ profile: annaId, reason: 'boring' }, 400],
        [{ profile: annaId, reason: 'other', message: 'x'.repeat(2001) }, 400],
        [{ profile: benId, reason: 'fake' }, 400],
        [{ profile: 99999999, reason: 'fake' }, 404],
      ];
      for (const [payload, status] of cases) {
        assert.equal((await request(ctx.app, { method: 'POST', url: '/api/reports.php', cookie: ben, payload })).statusCode, status, JSON.stringify(payload));
      }
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/reports.php', payload: { profile: annaId, reason: 'fake' } })).statusCode, 403);
    });
  });
});

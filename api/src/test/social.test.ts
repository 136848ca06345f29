import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN, DEMO_EXPECTED } from '../seed/index.js';
import type { ChatListEntry, LikedByEntry, Profile } from '../types.js';
import { assertProfile, body, login, request, setupTestApp, type TestContext } from './helpers.js';

describe('chats and likes', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
  });
  after(async () => {
    await ctx.close();
  });

  describe('GET /api/chats.php', () => {
    it('lists anna’s conversations newest first with unread counts', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: anna });
      assert.equal(res.statusCode, 200);
      const { chats } = body<{ chats: ChatListEntry[] }>(res);
      assert.equal(chats.length, DEMO_EXPECTED.anna.conversations);
      assert.equal(
        chats.reduce((n, c) => n + c.num_unread_messages, 0),
        DEMO_EXPECTED.anna.unreadMessages,
      );
      for (const c of chats) {
        assert.deepEqual(Object.keys(c).sort(), ['id', 'last_message', 'num_unread_messages', 'profile', 'profile_id', 'updated_at']);
        assert.equal(c.profile.id, c.profile_id);
        assertProfile(c.profile);
        assert.ok(c.last_message);
        assert.deepEqual(Object.keys(c.last_message).sort(), ['created_at', 'from_me', 'kind', 'text']);
        assert.ok(c.last_message.text.length > 0);
        assert.ok(!Number.isNaN(Date.parse(c.updated_at)));
        if (c.num_unread_messages > 0) assert.equal(c.last_message.from_me, false);
      }
      const times = chats.map((c) => Date.parse(c.updated_at));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      // anna and ben talk to each other.
      assert.ok(chats.some((c) => c.profile.name === 'Ben'));
    });

    it('lists ben’s conversations', async () => {
      const { chats } = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: ben }));
      assert.equal(chats.length, DEMO_EXPECTED.ben.conversations);
      assert.equal(
        chats.reduce((n, c) => n + c.num_unread_messages, 0),
        DEMO_EXPECTED.ben.unreadMessages,
      );
    });
  });

  describe('GET /api/likes.php', () => {
    it('answers likes, liked_by (with like_new) and matches for anna', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: anna });
      assert.equal(res.statusCode, 200);
      const state = body<{ likes: Profile[]; liked_by: LikedByEntry[]; matches: Profile[] }>(res);
      assert.deepEqual(Object.keys(state).sort(), ['liked_by', 'likes', 'matches']);
      assert.equal(state.likes.length, DEMO_EXPECTED.anna.likes);
      assert.equal(state.liked_by.length, DEMO_EXPECTED.anna.likedBy);
      assert.equal(state.matches.length, DEMO_EXPECTED.anna.matches);
      assert.equal(state.liked_by.filter((l) => l.like_new).length, DEMO_EXPECTED.anna.newLikes);
      for (const p of state.likes) assertProfile(p);
      for (const l of state.liked_by) {
        const { like_new, liked_at, ...profile } = l;
        assertProfile(profile);
        assert.equal(typeof like_new, 'boolean');
        assert.ok(!Number.isNaN(Date.parse(liked_at)));
      }
      const liked = new Set(state.likes.map((p) => p.id));
      const likedBy = new Set(state.liked_by.map((p) => p.id));
      for (const m of state.matches) assert.ok(liked.has(m.id) && likedBy.has(m.id));
    });

    it('answers ben’s likes', async () => {
      const state = body<{ likes: Profile[]; liked_by: LikedByEntry[]; matches: Profile[] }>(
        await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: ben }),
      );
      assert.equal(state.matches.length, DEMO_EXPECTED.ben.matches);
      assert.equal(state.liked_by.filter((l) => l.like_new).length, DEMO_EXPECTED.ben.newLikes);
    });

    it('leaves out profiles that became invisible', async () => {
      const before = body<{ likes: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: anna }));
      const hidden = before.likes[0];
      assert.ok(hidden);
      await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', '=', hidden.id).execute();
      const afterHiding = body<{ likes: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: anna }));
      assert.equal(afterHiding.likes.length, before.likes.length - 1);
      await ctx.db.updateTable('profiles').set({ invisible: false }).where('id', '=', hidden.id).execute();
    });
  });

  describe('DELETE /api/chat.php', () => {
    it('removes one of the member’s conversations, for that member only', async () => {
      const { chats } = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: ben }));
      const withAnna = chats.find((c) => c.profile.name === 'Anna');
      assert.ok(withAnna);
      const res = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: ben, payload: { conversation: withAnna.id } });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(body(res), { ok: true });
      const afterBen = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: ben }));
      assert.equal(afterBen.chats.length, chats.length - 1);
      assert.ok(!afterBen.chats.some((c) => c.id === withAnna.id));
      // anna still has it.
      const afterAnna = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: anna }));
      assert.ok(afterAnna.chats.some((c) => c.id === withAnna.id));
      // Removing it again: 404.
      const again = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: ben, payload: { conversation: withAnna.id } });
      assert.equal(again.statusCode, 404);
    });

    it('answers 404 not_found for a conversation of someone else or none', async () => {
      const annaChats = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: anna }));
      const benChats = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: ben }));
      const foreign = annaChats.chats.find((c) => !benChats.chats.some((b) => b.id === c.id) && c.profile.name !== 'Ben');
      assert.ok(foreign);
      for (const conversation of [foreign.id, 999_999]) {
        const res = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: ben, payload: { conversation } });
        assert.equal(res.statusCode, 404);
        assert.equal(body(res).error, 'not_found');
      }
      const stillThere = body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: anna }));
      assert.equal(stillThere.chats.length, annaChats.chats.length);
    });

    it('validates the body', async () => {
      for (const payload of [{}, { conversation: 'abc' }, { conversation: -1 }]) {
        const res = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: ben, payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(body(res).error, 'invalid_request');
      }
    });
  });
});

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type ChatMessage, liveEvent } from '@amora/contracts';
import { body, request, setupTestApp, type TestContext, signUpMember, type TestMember } from './helpers.js';
import { type Frame, Stream, listenOnFreePort } from './sse-client.js';

type Member = TestMember;

/**
 * Issues 9 "Chat" and 10 "Likes", live delivery (docs/design.md §7): the calls that change what a
 * member sees publish on `GET /api/events.php` in the transaction that stores the change — a
 * sent message, a read mark, a removed chat, a like and a match — and nothing for a replay or a
 * rejected write. Streams are read over a real listening server; that nothing (more) came is seen
 * by a marker published after it arriving (`Stream.settle`), not by sleeping.
 */
describe('live events published by chat, likes and swipe', () => {
  let ctx: TestContext;
  let base: string;
  const open: Stream[] = [];

  before(async () => {
    ctx = await setupTestApp();
    base = await listenOnFreePort(ctx.app);
  });
  after(async () => {
    for (const s of open) s.close();
    await ctx.close();
  });

  const member = (credits = 100) => signUpMember(ctx, { credits });

  /** An open stream of the member, past its `ready` frame. */
  async function stream(m: Member): Promise<Stream> {
    const s = await Stream.open(base, m.cookie);
    open.push(s);
    assert.equal(s.status, 200);
    await s.ready();
    return s;
  }

  /** Stored events of a member (what any stream of his would get). */
  const stored = async (m: Member) =>
    Number(
      (await ctx.db.selectFrom('live_events').select(ctx.db.fn.countAll().as('n')).where('user_id', '=', m.userId).executeTakeFirstOrThrow()).n,
    );

  /** Waits until everything published to the streams' members so far has arrived (see `Stream.settle`). */
  const settled = (...pairs: [Stream, Member][]) => Promise.all(pairs.map(([s, m]) => s.settle(ctx.app.live, m.userId)));

  /** The stream's events (not ready/resync), each checked against the contract's `liveEvent`. */
  function events(s: Stream): Frame[] {
    for (const f of s.events) {
      const parsed = liveEvent.safeParse({ id: f.id, type: f.event, data: f.data });
      assert.ok(parsed.success, `frame ${JSON.stringify(f)} is not a contract liveEvent`);
    }
    return s.events;
  }

  const send = (from: Member, to: { conversation: number } | { profile: number }, clientMessageId = crypto.randomUUID()) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/chat.php',
      cookie: from.cookie,
      payload: { ...to, client_message_id: clientMessageId, kind: 'text', text: 'Hello over the stream' },
    });

  it('a sent message arrives once on both streams, each as that member sees it, with credits to the sender and chats to both', async () => {
    const [a, b] = [await member(100), await member(100)];
    const [sa, sb] = [await stream(a), await stream(b)];
    const clientId = crypto.randomUUID();
    const res = await send(a, { profile: b.profileId }, clientId);
    assert.equal(res.statusCode, 201, res.body);
    const sent = body<{ message: ChatMessage; credits: number }>(res);
    await settled([sa, a], [sb, b]);

    assert.deepEqual(events(sa).map((f) => f.event), ['message', 'credits', 'chats']);
    assert.deepEqual(events(sb).map((f) => f.event), ['message', 'chats']);
    // The sender's own view: the same as the POST answered.
    assert.deepEqual(sa.events[0]?.data, sent.message);
    assert.equal(sent.message.from_me, true);
    assert.equal(sent.message.client_message_id, clientId);
    // The recipient's: not from him, and the sender's idempotency key hidden (as GET does).
    assert.deepEqual(sb.events[0]?.data, { ...sent.message, from_me: false, client_message_id: null });
    const page = await request(ctx.app, { method: 'GET', url: `/api/chat.php?profile=${a.profileId}`, cookie: b.cookie });
    assert.deepEqual(sb.events[0]?.data, body<{ messages: ChatMessage[] }>(page).messages.at(-1));
    assert.deepEqual(sa.events[1]?.data, { credits: 95 });
    assert.equal(sent.credits, 95);
    const conversationId = sent.message.conversation_id;
    assert.deepEqual(sa.events[2]?.data, { conversation_id: conversationId });
    assert.deepEqual(sb.events[1]?.data, { conversation_id: conversationId });

    // An idempotent replay of the same client_message_id publishes nothing more.
    const [beforeA, beforeB] = [await stored(a), await stored(b)];
    const replay = await send(a, { profile: b.profileId }, clientId);
    assert.equal(replay.statusCode, 200, replay.body);
    assert.deepEqual(body<{ message: ChatMessage }>(replay).message, sent.message);
    assert.equal(await stored(a), beforeA);
    assert.equal(await stored(b), beforeB);
    await settled([sa, a], [sb, b]);
    assert.equal(sa.events.length, 3);
    assert.equal(sb.events.length, 2);
  });

  it('a rejected send (402 not_enough_credits) publishes nothing', async () => {
    const [poor, b] = [await member(2), await member(100)];
    const [sp, sb] = [await stream(poor), await stream(b)];
    const res = await send(poor, { profile: b.profileId });
    assert.equal(res.statusCode, 402, res.body);
    assert.equal(body(res).error, 'not_enough_credits');
    assert.equal(await stored(poor), 0);
    assert.equal(await stored(b), 0);
    await settled([sp, poor], [sb, b]);
    assert.deepEqual([sp.events.length, sb.events.length], [0, 0]);
  });

  it('read=1 publishes read to the reader (his other tabs) only, and only when the count changed', async () => {
    const [a, b] = [await member(100), await member(100)];
    const first = await send(a, { profile: b.profileId });
    const conversationId = body<{ message: ChatMessage }>(first).message.conversation_id;
    await send(a, { conversation: conversationId });
    const [sa, sb] = [await stream(a), await stream(b)];
    const read = () =>
      request(ctx.app, { method: 'PUT', url: '/api/chat.php?read=1', cookie: b.cookie, payload: { conversation: conversationId } });
    assert.equal((await read()).statusCode, 200);
    await sb.until((f) => f.some((x) => x.event === 'read'));
    assert.deepEqual(events(sb).map((f) => [f.event, f.data]), [['read', { conversation_id: conversationId, num_unread_messages: 0 }]]);

    // Already read: nothing more; the partner never gets the reader's read marks.
    const before = await stored(b);
    assert.equal((await read()).statusCode, 200);
    assert.equal(await stored(b), before);
    await settled([sa, a], [sb, b]);
    assert.equal(sb.events.length, 1);
    assert.equal(sa.events.length, 0);
  });

  it('removing a conversation publishes chats to the remover', async () => {
    const [a, b] = [await member(100), await member(100)];
    const sent = await send(a, { profile: b.profileId });
    const conversationId = body<{ message: ChatMessage }>(sent).message.conversation_id;
    const [sa, sb] = [await stream(a), await stream(b)];
    const res = await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: a.cookie, payload: { conversation: conversationId } });
    assert.equal(res.statusCode, 200, res.body);
    await settled([sa, a], [sb, b]);
    assert.deepEqual(events(sa).map((f) => [f.event, f.data]), [['chats', { conversation_id: conversationId }]]);
    assert.equal(sb.events.length, 0);
  });

  it('messages crossing both ways at once are all stored and published (no deadlock between the two senders)', async () => {
    const [a, b] = [await member(100), await member(100)];
    const first = await send(a, { profile: b.profileId });
    const conversation = body<{ message: ChatMessage }>(first).message.conversation_id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(i % 2 === 0 ? a : b, { conversation })),
    );
    assert.deepEqual(results.map((r) => r.statusCode), [201, 201, 201, 201, 201, 201]);
    // Each message: message to both, credits to its sender, chats to both → a: 7 messages + 4 credits + 7 chats.
    assert.equal(await stored(a), 7 + 4 + 7);
    assert.equal(await stored(b), 7 + 3 + 7);
  });

  it('a like publishes like to the liked member; a mutual like (by swipe) publishes match to both, each with the other profile', async () => {
    const [a, b] = [await member(), await member()];
    const [sa, sb] = [await stream(a), await stream(b)];
    const like = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: a.cookie, payload: { profile: b.profileId } });
    assert.equal(like.statusCode, 200, like.body);
    assert.equal(body(like).match, false);
    await sb.until((f) => f.some((x) => x.event === 'like'));
    const likeFrame = events(sb)[0] as Frame;
    assert.equal(likeFrame.event, 'like');
    const entry = (likeFrame.data as { profile: { id: number; like_new: boolean; liked_at: string } }).profile;
    assert.equal(entry.id, a.profileId);
    assert.equal(entry.like_new, true);
    // The same entry GET /api/likes.php gives b.
    const state = body<{ liked_by: unknown[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: b.cookie }));
    assert.deepEqual(state.liked_by[0], entry);

    // Liking again (idempotent) publishes nothing.
    const before = await stored(b);
    await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: a.cookie, payload: { profile: b.profileId } });
    assert.equal(await stored(b), before);
    await settled([sb, b]);
    assert.deepEqual(events(sb).map((f) => f.event), ['like']);

    const swipe = await request(ctx.app, { method: 'POST', url: '/api/swipe.php', cookie: b.cookie, payload: { profile: a.profileId, like: true } });
    assert.equal(swipe.statusCode, 200, swipe.body);
    assert.equal(body(swipe).match, true);
    await settled([sa, a], [sb, b]);
    assert.deepEqual(events(sa).map((f) => f.event), ['like', 'match']);
    const profileOf = (f: Frame | undefined) => (f?.data as { profile?: { id: number } } | undefined)?.profile?.id;
    assert.equal(profileOf(sa.events[0]), b.profileId);
    assert.equal(profileOf(sa.events[1]), b.profileId);
    assert.deepEqual(events(sb).map((f) => f.event), ['like', 'match']);
    assert.equal(profileOf(sb.events[1]), a.profileId);
    assert.deepEqual(Object.keys(sb.events[1]?.data ?? {}), ['profile']);

    // Taking a like back publishes nothing (the contract has no removal event).
    const [beforeA, beforeB] = [await stored(a), await stored(b)];
    const unlike = await request(ctx.app, { method: 'DELETE', url: '/api/likes.php', cookie: a.cookie, payload: { profile: b.profileId } });
    assert.equal(unlike.statusCode, 200);
    assert.deepEqual([await stored(a), await stored(b)], [beforeA, beforeB]);
  });

  it('an invisible liker is not announced (the liked member would not see him in liked_by)', async () => {
    const [a, b] = [await member(), await member()];
    await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', '=', a.profileId).execute();
    const res = await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: a.cookie, payload: { profile: b.profileId } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await stored(b), 0);
  });
});

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ChatConversation, ChatMessage, Gift } from '@amora/contracts';
import { CHAT_RULES } from '../repositories/messages.js';
import type { ChatListEntry } from '../types.js';
import { body, request, setupTestApp, type TestContext, signUpMember, type TestMember } from './helpers.js';

interface ChatPage {
  conversation: ChatConversation;
  messages: ChatMessage[];
  has_more: boolean;
}
interface Sent {
  message: ChatMessage;
  credits: number;
}
type Member = TestMember;

/**
 * Issue 9 "Chat" (API): one conversation's messages, sending with credits in the same
 * transaction, idempotent client message ids under concurrency, the free conversation limit,
 * the unconfirmed-partner and block rules, read marks, removal, gifts.
 */
describe('chat', () => {
  let ctx: TestContext;
  const MESSAGE_CREDITS = 5;
  const GIFT_CREDITS = 20;

  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  const member = (options: { credits?: number; paid?: boolean; confirmed?: boolean } = {}) => signUpMember(ctx, options);

  const credits = async (m: Member) =>
    (await ctx.db.selectFrom('users').select('credits').where('id', '=', m.userId).executeTakeFirstOrThrow()).credits;
  const messageCount = async (m: Member) =>
    Number(
      (await ctx.db.selectFrom('messages').select(ctx.db.fn.countAll().as('n')).where('sender_profile_id', '=', m.profileId).executeTakeFirstOrThrow()).n,
    );
  const send = (from: Member, to: { conversation: number } | { profile: number }, extra: Record<string, unknown> = {}) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/chat.php',
      cookie: from.cookie,
      payload: { ...to, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hello there', ...extra },
    });
  const sendOk = async (from: Member, to: { conversation: number } | { profile: number }, extra: Record<string, unknown> = {}) => {
    const res = await send(from, to, extra);
    assert.equal(res.statusCode, 201, res.body);
    return body<Sent>(res);
  };
  const chat = (m: Member, query: string) => request(ctx.app, { method: 'GET', url: `/api/chat.php?${query}`, cookie: m.cookie });
  const chatList = async (m: Member) =>
    body<{ chats: ChatListEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie: m.cookie })).chats;

  it('GET ?profile= without a conversation answers id null and no messages', async () => {
    const [a, b] = [await member(), await member()];
    const res = await chat(a, `profile=${b.profileId}`);
    assert.equal(res.statusCode, 200, res.body);
    const page = body<ChatPage>(res);
    assert.equal(page.conversation.id, null);
    assert.equal(page.conversation.profile.id, b.profileId);
    assert.equal(page.conversation.can_reply, true);
    assert.equal(page.conversation.reply_blocked_reason, null);
    assert.deepEqual(page.messages, []);
    assert.equal(page.has_more, false);
    assert.equal((await chat(a, 'profile=999999')).statusCode, 404);
    assert.equal((await chat(a, 'conversation=999999')).statusCode, 404);
    assert.equal((await chat(a, '')).statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'GET', url: `/api/chat.php?profile=${b.profileId}` })).statusCode, 403);
  });

  it('takes message_credits per text and gift_credits per gift; both sides see the messages', async () => {
    const [a, b] = [await member({ credits: 100 }), await member({ credits: 100 })];
    const first = await sendOk(a, { profile: b.profileId }, { text: 'Hi 👋' });
    assert.equal(first.credits, 100 - MESSAGE_CREDITS);
    assert.equal(first.message.from_me, true);
    assert.equal(first.message.kind, 'text');
    assert.equal(first.message.text, 'Hi 👋');
    const conversation = first.message.conversation_id;

    const gifts = body<{ gifts: Gift[] }>(await request(ctx.app, { method: 'GET', url: '/api/gifts.php' })).gifts;
    assert.equal(gifts.length, 8);
    assert.deepEqual(gifts.map((g) => g.key), ['rose', 'heart', 'champagne', 'teddy', 'chocolate', 'ring', 'star', 'kiss']);
    assert.equal(gifts[0]?.image, 'gifts/rose.svg');
    const rose = gifts[0] as Gift;
    const gift = await sendOk(a, { conversation }, { kind: 'gift', gift_id: rose.id, text: undefined });
    assert.equal(gift.credits, 100 - MESSAGE_CREDITS - GIFT_CREDITS);
    assert.equal(gift.message.kind, 'gift');
    assert.equal(gift.message.text, '');
    assert.deepEqual(gift.message.gift, rose);
    assert.equal(await credits(a), 100 - MESSAGE_CREDITS - GIFT_CREDITS);
    assert.equal((await send(a, { conversation }, { kind: 'gift', gift_id: 999_999 })).statusCode, 404);

    // b replies in a's conversation (by profile: the same conversation).
    const reply = await sendOk(b, { profile: a.profileId }, { text: 'Hello back' });
    assert.equal(reply.message.conversation_id, conversation);
    assert.equal(reply.credits, 100 - MESSAGE_CREDITS);

    const pageA = body<ChatPage>(await chat(a, `conversation=${conversation}`));
    assert.deepEqual(pageA.messages.map((m) => [m.kind, m.from_me]), [['text', true], ['gift', true], ['text', false]]);
    assert.equal(pageA.messages[2]?.client_message_id, null, 'the partner’s idempotency key is not shown');
    assert.equal(pageA.conversation.profile.id, b.profileId);
    assert.equal(pageA.conversation.profile.name, (await ctx.db.selectFrom('profiles').select('name').where('id', '=', b.profileId).executeTakeFirstOrThrow()).name);
    const pageB = body<ChatPage>(await chat(b, `profile=${a.profileId}`));
    assert.equal(pageB.conversation.id, conversation);
    assert.deepEqual(pageB.messages.map((m) => m.from_me), [false, false, true]);
    assert.deepEqual(pageB.messages.map((m) => m.id), pageA.messages.map((m) => m.id));
  });

  it('answers 402 not_enough_credits with too few credits: nothing stored, credits kept', async () => {
    const [a, b] = [await member({ credits: MESSAGE_CREDITS - 1 }), await member()];
    const res = await send(a, { profile: b.profileId });
    assert.equal(res.statusCode, 402);
    assert.equal(body(res).error, 'not_enough_credits');
    assert.equal(await credits(a), MESSAGE_CREDITS - 1);
    assert.equal(await messageCount(a), 0);
    assert.equal((await chatList(a)).length, 0, 'no conversation was created');
    assert.equal(body<ChatPage>(await chat(a, `profile=${b.profileId}`)).conversation.id, null);
  });

  it('applies one client_message_id once: 20 concurrent sends store one message and charge once', async () => {
    const [a, b] = [await member({ credits: 100 }), await member()];
    const payload = { profile: b.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Only once' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: a.cookie, payload })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    assert.equal(statuses.length, 20);
    assert.equal(statuses.filter((s) => s === 201).length, 1, `statuses ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 200).length, 19);
    const ids = new Set(answers.map((r) => body<Sent>(r).message.id));
    assert.equal(ids.size, 1);
    for (const r of answers) assert.equal(body<Sent>(r).credits, 100 - MESSAGE_CREDITS);
    assert.equal(await messageCount(a), 1);
    assert.equal(await credits(a), 100 - MESSAGE_CREDITS);
    assert.equal((await chatList(a)).length, 1, 'one conversation');
    // A later retry: 200, the same message, nothing charged.
    const retry = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: a.cookie, payload });
    assert.equal(retry.statusCode, 200);
    assert.ok(ids.has(body<Sent>(retry).message.id));
    assert.equal(await credits(a), 100 - MESSAGE_CREDITS);
  });

  it('stores exactly 3 of 20 concurrent different sends with credits for 3, ending at 0', async () => {
    const [a, b] = [await member({ credits: 3 * MESSAGE_CREDITS }), await member()];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(a, { profile: b.profileId }, { text: `msg ${i}` })));
    const statuses = answers.map((r) => r.statusCode);
    assert.equal(statuses.filter((s) => s === 201).length, 3, `statuses ${statuses.join(',')}`);
    assert.equal(statuses.filter((s) => s === 402).length, 17);
    assert.equal(await messageCount(a), 3);
    assert.equal(await credits(a), 0);
    const chats = await chatList(a);
    assert.equal(chats.length, 1, 'concurrent first messages share one conversation');
    const theirs = (await chatList(b)).find((c) => c.profile_id === a.profileId);
    assert.equal(theirs?.num_unread_messages, 3);
  });

  it('commits sends that arrive together in shared transactions, each refused one undone alone (issue 34)', async () => {
    const [rich, poor, to] = [await member({ credits: 100 }), await member({ credits: 0 }), await member()];
    const before = ctx.app.repos.messages.sendBatchStats();
    // Made in one go, as requests arriving together: the first runs alone, the others wait for it and share a batch.
    const sendAs = (from: Member, profile: number, text: string) =>
      ctx.app.repos.messages
        .send({ senderProfileId: from.profileId, senderUserId: from.userId, to: { profile }, clientMessageId: crypto.randomUUID(), kind: 'text', text, giftId: null, cost: MESSAGE_CREDITS }, ctx.app.live)
        .then(() => 201, (error: { statusCode?: number }) => error.statusCode ?? 500);
    const statuses = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => sendAs(rich, to.profileId, `together ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => sendAs(poor, to.profileId, `poor ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => sendAs(rich, 2_000_000_000, `nobody ${i}`)),
    ]);
    assert.deepEqual(statuses, [...Array<number>(8).fill(201), ...Array<number>(4).fill(402), ...Array<number>(4).fill(404)]);
    assert.equal(await messageCount(rich), 8);
    assert.equal(await credits(rich), 100 - 8 * MESSAGE_CREDITS);
    assert.equal(await messageCount(poor), 0);
    assert.equal(await credits(poor), 0);
    const theirs = (await chatList(to)).find((c) => c.profile_id === rich.profileId);
    assert.equal(theirs?.num_unread_messages, 8);
    const after = ctx.app.repos.messages.sendBatchStats();
    assert.deepEqual({ sends: after.sends - before.sends, batches: after.batches - before.batches }, { sends: 16, batches: 2 });
  });

  it('lets a free member start 2 conversations, refuses the 3rd, and always allows replies', async () => {
    const free = await member({ credits: 100, paid: false });
    const others = [await member(), await member(), await member(), await member()];
    await sendOk(free, { profile: others[0]!.profileId });
    await sendOk(free, { profile: others[1]!.profileId });
    const third = await send(free, { profile: others[2]!.profileId });
    assert.equal(third.statusCode, 402);
    assert.equal(body(third).error, 'free_conversation_limit');
    assert.equal(body(third).limit, CHAT_RULES.freeConversations);
    // A conversation started by someone else: the free member may reply.
    const started = await sendOk(others[3]!, { profile: free.profileId });
    await sendOk(free, { conversation: started.message.conversation_id });
    await sendOk(free, { profile: others[3]!.profileId });
    // More messages in a conversation he started are fine too.
    await sendOk(free, { profile: others[0]!.profileId });
    // Removing a started conversation does not give the start back.
    const list = await chatList(free);
    const firstChat = list.find((c) => c.profile_id === others[0]!.profileId);
    assert.ok(firstChat);
    await request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: free.cookie, payload: { conversation: firstChat.id } });
    assert.equal((await send(free, { profile: others[2]!.profileId })).statusCode, 402);
    // A premium member has no limit.
    const paid = await member({ credits: 100, paid: true });
    for (const o of others.slice(0, 3)) await sendOk(paid, { profile: o.profileId });
  });

  it('refuses every send of an unconfirmed member (account_unconfirmed): nothing stored, charged or listed until he confirms', async () => {
    const unconfirmed = await member({ confirmed: false, credits: 100 });
    const partner = await member();
    const gift = body<{ gifts: Gift[] }>(await request(ctx.app, { method: 'GET', url: '/api/gifts.php' })).gifts[0];
    assert.ok(gift);
    const photo = await request(ctx.app, {
      method: 'POST',
      url: `/api/chat.php?profile=${partner.profileId}&client_message_id=${crypto.randomUUID()}`,
      cookie: unconfirmed.cookie,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    for (const res of [
      await send(unconfirmed, { profile: partner.profileId }),
      await send(unconfirmed, { profile: partner.profileId }, { kind: 'gift', gift_id: gift.id, text: undefined }),
      photo,
    ]) {
      assert.equal(res.statusCode, 403, res.body);
      assert.deepEqual(body(res), { error: 'account_unconfirmed', message: 'Please confirm your e-mail address first: use the link we sent you.' });
    }
    assert.equal(await messageCount(unconfirmed), 0);
    assert.equal(await credits(unconfirmed), 100, 'nothing charged');
    assert.deepEqual(await chatList(partner), []);
    assert.deepEqual(await chatList(unconfirmed), []);
    assert.equal((await ctx.db.selectFrom('conversation_members').select('conversation_id').where('profile_id', '=', unconfirmed.profileId).execute()).length, 0);
    // Once confirmed (activation: user active, profile active) he writes like anyone.
    await ctx.db.updateTable('users').set({ status: 'active' }).where('id', '=', unconfirmed.userId).execute();
    await ctx.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', unconfirmed.profileId).execute();
    const first = await sendOk(unconfirmed, { profile: partner.profileId });
    assert.deepEqual((await chatList(partner)).map((c) => c.id), [first.message.conversation_id]);
  });

  it('refuses a reply to an unconfirmed member (partner_unconfirmed) until he confirms', async () => {
    const [unconfirmed, partner] = [await member({ credits: 100 }), await member()];
    // A conversation from before unconfirmed members were refused: he wrote, then his account is unconfirmed.
    const first = await sendOk(unconfirmed, { profile: partner.profileId });
    const conversation = first.message.conversation_id;
    await ctx.db.updateTable('users').set({ status: 'not_confirmed' }).where('id', '=', unconfirmed.userId).execute();
    const reply = await send(partner, { conversation });
    assert.equal(reply.statusCode, 403);
    assert.equal(body(reply).error, 'partner_unconfirmed');
    const page = body<ChatPage>(await chat(partner, `conversation=${conversation}`));
    assert.equal(page.conversation.can_reply, false);
    assert.equal(page.conversation.reply_blocked_reason, 'partner_unconfirmed');
    assert.equal(page.messages.length, 1);
    const before = await credits(partner);
    assert.equal((await send(partner, { profile: unconfirmed.profileId })).statusCode, 403);
    assert.equal(await credits(partner), before, 'nothing charged');
    // Once confirmed the partner can reply.
    await ctx.db.updateTable('users').set({ status: 'active' }).where('id', '=', unconfirmed.userId).execute();
    await sendOk(partner, { conversation });
  });

  it('refuses messages when either side blocked the other', async () => {
    const [a, b] = [await member(), await member()];
    const { message } = await sendOk(a, { profile: b.profileId });
    const conversation = message.conversation_id;
    const block = await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: a.cookie, payload: { profile: b.profileId } });
    assert.equal(block.statusCode, 200, block.body);
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await send(from, { profile: to.profileId });
      assert.equal(res.statusCode, 403);
      assert.equal(body(res).error, 'blocked');
      assert.equal((await send(from, { conversation })).statusCode, 403);
    }
    // The blocker still sees the conversation, marked blocked; the blocked member gets 403 (as profile.php).
    const mine = body<ChatPage>(await chat(a, `conversation=${conversation}`));
    assert.equal(mine.conversation.reply_blocked_reason, 'blocked');
    assert.equal(mine.conversation.can_reply, false);
    const theirs = await chat(b, `conversation=${conversation}`);
    assert.equal(theirs.statusCode, 403);
    assert.equal(body(theirs).error, 'blocked');
    await request(ctx.app, { method: 'DELETE', url: '/api/blocks.php', cookie: a.cookie, payload: { profile: b.profileId } });
    await sendOk(b, { conversation });
  });

  it('answers 404 for invisible, disabled or deleted recipients', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const { message } = await sendOk(a, { profile: b.profileId });
    await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', 'in', [b.profileId, c.profileId]).execute();
    assert.equal((await send(a, { conversation: message.conversation_id })).statusCode, 404);
    assert.equal((await send(a, { profile: c.profileId })).statusCode, 404);
    assert.equal((await chat(a, `profile=${c.profileId}`)).statusCode, 404);
    const page = body<ChatPage>(await chat(a, `conversation=${message.conversation_id}`));
    assert.equal(page.conversation.reply_blocked_reason, 'invisible');
    await ctx.db.updateTable('profiles').set({ invisible: false, deleted_at: new Date() }).where('id', '=', b.profileId).execute();
    assert.equal((await send(a, { conversation: message.conversation_id })).statusCode, 404);
    assert.equal((await send(a, { profile: a.profileId })).statusCode, 404, 'not to oneself');
  });

  it('counts unread messages for the recipient; GET does not mark read, PUT ?read=1 does', async () => {
    const [a, b] = [await member(), await member()];
    const first = await sendOk(a, { profile: b.profileId });
    await sendOk(a, { profile: b.profileId });
    const conversation = first.message.conversation_id;
    const entry = async (m: Member) => (await chatList(m)).find((c) => c.id === conversation);
    assert.equal((await entry(b))?.num_unread_messages, 2);
    assert.equal((await entry(a))?.num_unread_messages, 0);
    const page = body<ChatPage>(await chat(b, `conversation=${conversation}`));
    assert.equal(page.conversation.num_unread_messages, 2);
    assert.equal((await entry(b))?.num_unread_messages, 2, 'GET leaves the count');
    const read = () => request(ctx.app, { method: 'PUT', url: '/api/chat.php?read=1', cookie: b.cookie, payload: { conversation } });
    for (let i = 0; i < 2; i++) {
      const res = await read();
      assert.equal(res.statusCode, 200);
      assert.deepEqual(body(res), { ok: true });
      assert.equal((await entry(b))?.num_unread_messages, 0);
    }
    await sendOk(a, { conversation });
    assert.equal((await entry(b))?.num_unread_messages, 1);
    const last = (await entry(b))?.last_message;
    assert.equal(last?.from_me, false);
    const stranger = await member();
    assert.equal(
      (await request(ctx.app, { method: 'PUT', url: '/api/chat.php?read=1', cookie: stranger.cookie, payload: { conversation } })).statusCode,
      404,
    );
    assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/chat.php', cookie: b.cookie, payload: { conversation } })).statusCode, 400);
  });

  it('removes by conversation and by profile; a new message brings it back for both', async () => {
    const [a, b, c] = [await member({ paid: true }), await member(), await member()];
    const withB = (await sendOk(a, { profile: b.profileId })).message.conversation_id;
    const withC = (await sendOk(a, { profile: c.profileId })).message.conversation_id;
    const del = (payload: Record<string, number>) =>
      request(ctx.app, { method: 'DELETE', url: '/api/chat.php', cookie: a.cookie, payload });
    assert.equal((await del({ conversation: withB })).statusCode, 200);
    assert.deepEqual((await chatList(a)).map((x) => x.id), [withC]);
    assert.equal((await chat(a, `conversation=${withB}`)).statusCode, 404);
    assert.equal((await del({ profile: c.profileId })).statusCode, 200);
    assert.deepEqual(await chatList(a), []);
    assert.equal((await del({ profile: c.profileId })).statusCode, 404);
    // The partners keep theirs; b's reply restores it for a, with its history.
    assert.ok((await chatList(b)).some((x) => x.id === withB));
    await sendOk(b, { conversation: withB });
    const back = (await chatList(a)).find((x) => x.id === withB);
    assert.equal(back?.num_unread_messages, 1);
    assert.equal(body<ChatPage>(await chat(a, `conversation=${withB}`)).messages.length, 2);
    // ?profile= also finds a removed conversation (it comes back on the next message anyway).
    assert.equal(body<ChatPage>(await chat(a, `profile=${c.profileId}`)).conversation.id, withC);
    const query = await request(ctx.app, { method: 'DELETE', url: `/api/chat.php?profile=${b.profileId}`, cookie: a.cookie });
    assert.equal(query.statusCode, 200);
  });

  it('pages back with before and has_more, oldest first within a page', async () => {
    const [a, b] = [await member({ credits: 1000, paid: true }), await member()];
    const sent: number[] = [];
    let conversation = 0;
    for (let i = 0; i < 7; i++) {
      const { message } = await sendOk(a, { profile: b.profileId }, { text: `line ${i}` });
      sent.push(message.id);
      conversation = message.conversation_id;
    }
    const p1 = body<ChatPage>(await chat(a, `conversation=${conversation}&limit=3`));
    assert.deepEqual(p1.messages.map((m) => m.id), sent.slice(4));
    assert.equal(p1.has_more, true);
    const p2 = body<ChatPage>(await chat(a, `conversation=${conversation}&limit=3&before=${p1.messages[0]?.id}`));
    assert.deepEqual(p2.messages.map((m) => m.id), sent.slice(1, 4));
    assert.equal(p2.has_more, true);
    const p3 = body<ChatPage>(await chat(a, `conversation=${conversation}&limit=3&before=${p2.messages[0]?.id}`));
    assert.deepEqual(p3.messages.map((m) => m.id), sent.slice(0, 1));
    assert.equal(p3.has_more, false);
    const all = body<ChatPage>(await chat(a, `conversation=${conversation}`));
    assert.equal(all.messages.length, 7);
    assert.equal(all.has_more, false);
    assert.deepEqual(all.messages.map((m) => m.text), sent.map((_, i) => `line ${i}`));
    assert.equal((await chat(a, `conversation=${conversation}&limit=101`)).statusCode, 400);
    assert.equal((await chat(a, `conversation=${conversation}&limit=0`)).statusCode, 400);
  });

  it('checks message_length (code points, not blank) and the body', async () => {
    const [a, b] = [await member(), await member()];
    const max = 1000;
    const longest = '😀'.repeat(max); // 1000 code points, 2000 UTF-16 units
    assert.equal((await send(a, { profile: b.profileId }, { text: longest })).statusCode, 201);
    for (const text of ['x'.repeat(max + 1), '', '   ']) {
      const res = await send(a, { profile: b.profileId }, { text });
      assert.equal(res.statusCode, 400, JSON.stringify(text.slice(0, 5)));
      assert.equal(body(res).error, 'message_length');
      assert.equal(body(res).max_length, max);
    }
    for (const payload of [
      { profile: b.profileId, kind: 'text', text: 'no id' },
      { profile: b.profileId, client_message_id: 'not-a-uuid', kind: 'text', text: 'x' },
      { client_message_id: crypto.randomUUID(), kind: 'text', text: 'nobody' },
      { profile: b.profileId, client_message_id: crypto.randomUUID(), kind: 'photo', text: 'x' },
      { profile: b.profileId, client_message_id: crypto.randomUUID(), kind: 'gift' },
    ]) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: a.cookie, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(body(res).error, 'invalid_request');
    }
    assert.equal(await credits(a), 100 - MESSAGE_CREDITS);
  });
});

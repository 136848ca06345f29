import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type ChatMessage, type LiveEvent, type PhotoQueueResponse, chatMessage } from '@amora/contracts';
import sharp from 'sharp';
import { DEV_CLI_KEY, mediaDir } from '../config.js';
import { type TestContext, type TestMember, body, request, setupTestApp, signUpMember } from './helpers.js';

const picture = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 160 } } }).jpeg().toBuffer();
const operator = { authorization: `Bearer ${DEV_CLI_KEY}` };

/**
 * Issue 9 "Photos in chat": a photo message costs `photo_credits` once, waits for the same kind of
 * review as profile photos, and its file reaches the recipient only once approved (spec §5).
 */
describe('photo messages (POST /api/chat.php with an image, reviewed in /api/operator/photos.php)', () => {
  let ctx: TestContext;
  let jpeg: Buffer;
  before(async () => {
    ctx = await setupTestApp();
    jpeg = await picture();
  });
  after(() => ctx.close());

  const sendPhoto = (from: TestMember, to: TestMember, clientId = crypto.randomUUID(), data: Buffer = jpeg) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/chat.php?profile=${to.profileId}&client_message_id=${clientId}`,
      cookie: from.cookie,
      headers: { 'content-type': 'image/jpeg' },
      payload: data,
    });
  const credits = async (m: TestMember) => (await ctx.db.selectFrom('users').select('credits').where('id', '=', m.userId).executeTakeFirstOrThrow()).credits;
  const thread = async (reader: TestMember, partner: TestMember) =>
    body<{ messages: ChatMessage[] }>(await request(ctx.app, { method: 'GET', url: `/api/chat.php?profile=${partner.profileId}`, cookie: reader.cookie })).messages;
  const photoCost = async () => (await ctx.db.selectFrom('sites').select('settings').where('domain', '=', 'localhost').executeTakeFirstOrThrow()).settings as { photo_credits: number };

  it('costs photo_credits once, a replay charges nothing, and the recipient gets no file while it is pending', async () => {
    const [mia, sam] = [await signUpMember(ctx, { credits: 100 }), await signUpMember(ctx, { credits: 100 })];
    const cost = (await photoCost()).photo_credits;
    const clientId = crypto.randomUUID();
    const res = await sendPhoto(mia, sam, clientId);
    assert.equal(res.statusCode, 201, res.body);
    const sent = body<{ message: ChatMessage; credits: number }>(res);
    chatMessage.parse(sent.message);
    assert.equal(sent.message.kind, 'photo');
    assert.equal(sent.message.photo?.status, 'pending');
    assert.ok(sent.message.photo?.filename?.endsWith('.webp'));
    assert.equal(sent.credits, 100 - cost);
    assert.ok(existsSync(path.join(mediaDir(ctx.config), sent.message.photo?.filename ?? '')));

    const replay = await sendPhoto(mia, sam, clientId);
    assert.equal(replay.statusCode, 200);
    assert.equal(body<{ message: ChatMessage }>(replay).message.id, sent.message.id);
    assert.equal(await credits(mia), 100 - cost);

    const seen = (await thread(sam, mia)).at(-1);
    assert.deepEqual(seen?.photo, { filename: null, status: 'pending' });
    assert.equal((await thread(mia, sam)).at(-1)?.photo?.filename, sent.message.photo?.filename);
  });

  it('too few credits: 402, nothing stored, no file left behind', async () => {
    const [mia, sam] = [await signUpMember(ctx, { credits: 1 }), await signUpMember(ctx, { credits: 100 })];
    const before = await ctx.db.selectFrom('messages').select(ctx.db.fn.countAll().as('n')).where('kind', '=', 'photo').executeTakeFirstOrThrow();
    const res = await sendPhoto(mia, sam);
    assert.equal(res.statusCode, 402);
    assert.equal(body(res).error, 'not_enough_credits');
    const afterSend = await ctx.db.selectFrom('messages').select(ctx.db.fn.countAll().as('n')).where('kind', '=', 'photo').executeTakeFirstOrThrow();
    assert.equal(Number(afterSend.n), Number(before.n));
    assert.equal(await credits(mia), 1);
  });

  it('refuses what is not an image', async () => {
    const [mia, sam] = [await signUpMember(ctx), await signUpMember(ctx)];
    const res = await sendPhoto(mia, sam, crypto.randomUUID(), Buffer.from('not an image at all'));
    assert.equal(res.statusCode, 400);
    assert.equal(body(res).error, 'invalid_image');
  });

  it('the operator approves: the recipient sees the file, both get the update live; a rejected one stays hidden', async () => {
    const [mia, sam] = [await signUpMember(ctx, { credits: 100 }), await signUpMember(ctx, { credits: 100 })];
    const approved = body<{ message: ChatMessage }>(await sendPhoto(mia, sam)).message;
    const rejected = body<{ message: ChatMessage }>(await sendPhoto(mia, sam)).message;

    const queue = async () =>
      body<PhotoQueueResponse>(await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php?kind=chat&limit=50', headers: operator })).photos.map((p) => p.id);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php?kind=chat' })).statusCode, 401);
    const pending = await queue();
    assert.ok(pending.includes(approved.id) && pending.includes(rejected.id));

    const review = (id: number, decision: 'approve' | 'reject') =>
      request(ctx.app, { method: 'POST', url: '/api/operator/photos.php', headers: operator, payload: { kind: 'chat', id, decision } });
    assert.equal((await review(approved.id, 'approve')).statusCode, 200);
    assert.equal((await review(rejected.id, 'reject')).statusCode, 200);
    assert.equal((await review(999_999, 'approve')).statusCode, 404);

    const [first, second] = (await thread(sam, mia)).slice(-2);
    assert.deepEqual(first?.photo, { filename: approved.photo?.filename, status: 'active' });
    assert.deepEqual(second?.photo, { filename: null, status: 'disabled' });
    const events = await ctx.db.selectFrom('live_events').select(['type', 'data']).where('user_id', '=', sam.userId).where('type', '=', 'message').execute();
    const updates = events.map((e) => e.data as LiveEvent['data'] as ChatMessage).filter((m) => m.id === approved.id);
    assert.deepEqual(updates.map((m) => m.photo?.status), ['pending', 'active']);
    const stillPending = await queue();
    assert.ok(!stillPending.includes(approved.id) && !stillPending.includes(rejected.id));
  });
});

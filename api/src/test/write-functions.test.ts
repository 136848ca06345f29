import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage, Profile } from '@amora/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { ONLINE_WINDOW_MINUTES } from '../config.js';
import { databaseBackend } from '../db/index.js';
import { syncRegionNames } from '../db/migrate.js';
import { profileQuery, toProfile } from '../repositories/profiles.js';
import { type TestContext, type TestMember, body, request, setupTestApp, signUpMember } from './helpers.js';
import { Stream, listenOnFreePort } from './sse-client.js';

/**
 * Issue 34: a chat send and a like are one call of a database function each (migration 031), which
 * builds what the live stream carries itself. Those shapes must stay the API's own: a profile card is
 * `toProfile` of `profileQuery` (regions' names included), a message is `toMessage` as each member
 * sees it. And on PostgreSQL the listener reads announced events on its own connection, so a
 * delivery does not wait for the pool that the sends hold.
 */
describe('the database write functions (migration 031)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(() => ctx.close());

  const cards = async (ids: number[]) => {
    const { rows } = await sql<{ id: number; card: Profile }>`select id, amora_profile_card(id, ${ONLINE_WINDOW_MINUTES}::int) as card
      from profiles where id = any(${`{${ids.join(',')}}`}::int[])`.execute(ctx.db);
    return new Map(rows.map((r) => [r.id, r.card]));
  };

  it('a profile card built by the database is the API’s Profile, for every kind of profile', async () => {
    // Photos of each state as main image, an online and a premium one among the seeded profiles.
    const seeded = await ctx.db.selectFrom('profiles').select(['id', 'main_image_id']).where('main_image_id', 'is not', null).orderBy('id').limit(3).execute();
    const [pending, premium, online] = seeded;
    assert.ok(pending?.main_image_id && premium?.main_image_id && online);
    await ctx.db.updateTable('images').set({ status: 'pending' }).where('id', '=', pending.main_image_id).execute();
    await ctx.db.updateTable('images').set({ premium: true }).where('id', '=', premium.main_image_id).execute();
    await ctx.db.updateTable('profiles').set({ online: true }).where('id', '=', online.id).execute();
    const member = await signUpMember(ctx);
    const rows = await profileQuery(ctx.db).execute();
    const expected = rows.map(toProfile);
    const built = await cards(expected.map((p) => p.id));
    assert.ok(expected.some((p) => p.region !== null) && expected.some((p) => p.main_image?.premium) && expected.some((p) => p.online));
    assert.ok(expected.some((p) => p.id === member.profileId && p.region === null && p.main_image === null));
    for (const profile of expected) assert.deepEqual(built.get(profile.id), profile, `profile ${profile.id}`);
  });

  it('the region names are geo/regions.ts’s again on every start', async () => {
    const { code } = await ctx.db.selectFrom('regions').select('code').orderBy('code').executeTakeFirstOrThrow();
    const before = await ctx.db.selectFrom('regions').select(['code', 'name']).orderBy('code').execute();
    await ctx.db.updateTable('regions').set({ name: 'Renamed by hand' }).where('code', '=', code).execute();
    await ctx.db.insertInto('regions').values({ code: 'ZZ-01', name: 'No such region' }).execute();
    await syncRegionNames(ctx.db);
    assert.deepEqual(await ctx.db.selectFrom('regions').select(['code', 'name']).orderBy('code').execute(), before);
  });

  it('a message as the database shows it is the API’s ChatMessage, for the sender and the recipient', async () => {
    const [mia, sam] = [await signUpMember(ctx, { credits: 500 }), await signUpMember(ctx)];
    const gift = await ctx.db.selectFrom('gifts').select('id').orderBy('id').executeTakeFirstOrThrow();
    const send = (payload: Record<string, unknown>) =>
      request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: mia.cookie, payload: { profile: sam.profileId, client_message_id: crypto.randomUUID(), ...payload } });
    const text = body<{ message: ChatMessage }>(await send({ kind: 'text', text: 'Grüße 👋 "quoted" \\ and a newline\nhere' })).message;
    await send({ kind: 'gift', gift_id: gift.id, text: 'For you' });
    // A photo message waiting for review: its file is the sender's to see only.
    await ctx.db
      .insertInto('messages')
      .values({ conversation_id: text.conversation_id, sender_profile_id: mia.profileId, kind: 'photo', text: '', photo_filename: 'chat/p.webp', photo_status: 'pending', client_message_id: crypto.randomUUID() })
      .execute();
    for (const reader of [mia, sam] as TestMember[]) {
      const page = body<{ messages: ChatMessage[] }>(await request(ctx.app, { method: 'GET', url: `/api/chat.php?conversation=${text.conversation_id}`, cookie: reader.cookie }));
      assert.deepEqual(page.messages.map((m) => m.kind), ['text', 'gift', 'photo']);
      const { rows } = await sql<{ message: ChatMessage }>`select amora_chat_message_json(m, g.key, g.image, ${reader.profileId}::int) as message
        from messages m left join gifts g on g.id = m.gift_id where m.conversation_id = ${text.conversation_id}::int order by m.id`.execute(ctx.db);
      // The page's created_at comes from the stored time; the function's from the same, to the millisecond.
      assert.deepEqual(rows.map((r) => r.message), page.messages);
    }
  });

  it('on PostgreSQL a stream gets its events while every pooled connection is busy', async (t) => {
    const backend = databaseBackend(ctx.db);
    if (backend?.kind !== 'postgres') {
      t.skip('PGlite has one connection: the listener reads through it');
      return;
    }
    const member = await signUpMember(ctx);
    const base = await listenOnFreePort(ctx.app);
    const stream = await Stream.open(base, member.cookie);
    await stream.ready();
    const held = await Promise.all(Array.from({ length: backend.pool.options.max }, () => backend.pool.connect()));
    const publisher = new pg.Client(backend.pool.options);
    try {
      await publisher.connect();
      const event = { type: 'read', data: { conversation_id: 987654, num_unread_messages: 0 }, users: [member.userId] };
      await publisher.query('select amora_live_publish($1::jsonb)', [JSON.stringify([event])]);
      await stream.until((frames) => frames.some((f) => f.event === 'read' && (f.data as { conversation_id: number }).conversation_id === 987654));
    } finally {
      for (const client of held) client.release();
      await publisher.end();
      stream.close();
    }
  });
});

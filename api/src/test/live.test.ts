import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { liveEvent } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { databaseBackend, openDatabase } from '../db/index.js';
import { LIVE } from '../services/live-events.js';
import { hashSessionToken } from '../services/passwords.js';
import { sql } from 'kysely';
import { appWith, body, login, request, setupTestApp, signUpMember, type TestContext } from './helpers.js';
import { type Frame, Stream, listenOnFreePort } from './sse-client.js';

/**
 * The live event stream (docs/design.md §7): `GET /api/events.php` over a real listening server (inject
 * does not stream), read with Node's fetch; events published through `app.live`.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The stored hash of a session cookie's token. */
const tokenHashOf = (cookie: string) => hashSessionToken(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));

describe('live event stream (GET /api/events.php, docs/design.md §7)', () => {
  let ctx: TestContext;
  let base: string;
  let anna: { cookie: string; id: number; profileId: number };
  let ben: { cookie: string; id: number; profileId: number };
  const open: Stream[] = [];
  const connect = async (who: { cookie: string }, options?: { lastEventId?: number; query?: string }, url = base) => {
    const stream = await Stream.open(url, who.cookie, options);
    open.push(stream);
    return stream;
  };
  const member = async (email: string) => {
    const cookie = await login(ctx.app, email);
    const res = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie });
    const user = body<{ id: number; profile: { id: number } }>(res);
    return { cookie, id: user.id, profileId: user.profile.id };
  };
  const credits = (n: number) => ({ type: 'credits' as const, data: { credits: n } });

  before(async () => {
    ctx = await setupTestApp();
    base = await listenOnFreePort(ctx.app);
    anna = await member('anna@demo.amora.test');
    ben = await member('ben@demo.amora.test');
  });
  after(async () => {
    for (const s of open) s.close();
    await ctx.close();
  });

  it('answers 403 authentication_required while logged out, like every protected call', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/events.php' });
    assert.equal(res.statusCode, 403);
    assert.equal(body(res).error, 'authentication_required');
    const stream = await Stream.open(base, 'amora_session=not-a-session');
    assert.equal(stream.status, 403);
    stream.close();
  });

  it('tells with the member (GET /api/user.php, X-Live-Cursor) the cursor to open the stream from: what follows is replayed', async () => {
    const cursor = async () => Number((await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben.cookie })).headers['x-live-cursor']);
    const before = await cursor();
    assert.ok(Number.isInteger(before) && before >= 0);
    await ctx.app.live.publish([ben.id], credits(3));
    assert.equal(await cursor(), before + 1);
    const stream = await connect(ben, { query: `?last_event_id=${before}` });
    await stream.ready();
    assert.deepEqual(stream.frames.filter((f) => f.event === 'credits').map((f) => [Number(f.id), f.data]), [[before + 1, { credits: 3 }]]);
    stream.close();
  });

  it('answers 400 for a cursor that is not a number', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/events.php', cookie: anna.cookie, headers: { 'last-event-id': 'abc' } });
    assert.equal(res.statusCode, 400);
    assert.equal(body(res).error, 'invalid_request');
  });

  it('streams text/event-stream, uncompressed and uncached, with a retry hint and a ready frame', async () => {
    const stream = await connect(anna);
    assert.equal(stream.status, 200);
    assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.match(stream.headers.get('cache-control') ?? '', /no-cache/);
    assert.equal(stream.headers.get('content-encoding'), null);
    assert.equal(stream.headers.get('x-accel-buffering'), 'no');
    await stream.ready();
    assert.equal(stream.retry, LIVE.retryMs);
    const ready = stream.frames.find((f) => f.event === 'ready');
    assert.ok(ready);
    assert.deepEqual(liveEvent.parse({ id: ready.id, type: ready.event, data: ready.data }).type, 'ready');
    assert.equal((ready.data as { resumed: boolean }).resumed, false);
    stream.close();
  });

  it("delivers a published event to the member's open streams and not to another member's", async () => {
    const a1 = await connect(anna);
    const a2 = await connect(anna); // a second tab
    const b = await connect(ben);
    await Promise.all([a1.ready(), a2.ready(), b.ready()]);
    await ctx.app.live.publish([anna.id], credits(149));
    await ctx.app.live.publish([ben.id], { type: 'chats', data: {} });
    for (const s of [a1, a2]) await s.settle(ctx.app.live, anna.id);
    await b.settle(ctx.app.live, ben.id);
    for (const s of [a1, a2]) {
      assert.deepEqual(s.events.map((f) => [f.event, f.data]), [['credits', { credits: 149 }]]);
      const e = s.events[0] as Frame;
      assert.ok(liveEvent.safeParse({ id: e.id, type: e.event, data: e.data }).success);
    }
    assert.deepEqual(b.events.map((f) => f.event), ['chats']);
    for (const s of [a1, a2, b]) s.close();
  });

  it('resumes with Last-Event-ID: replays exactly the missed events in order, then live ones, none twice', async () => {
    const first = await connect(anna);
    await first.ready();
    await ctx.app.live.publish([anna.id], credits(1));
    await first.until((f) => f.some((x) => x.event === 'credits'));
    const seen = first.events.at(-1)?.id as number;
    first.close();

    // Missed while disconnected: three events, one of them also for ben.
    await ctx.app.live.publish([anna.id], credits(2));
    await ctx.app.live.publish([anna.id, ben.id], { type: 'read', data: { conversation_id: 7, num_unread_messages: 0 } });
    await ctx.app.live.publish([anna.id], credits(3));

    const again = await connect(anna, { lastEventId: seen });
    await again.ready();
    await ctx.app.live.publish([anna.id], credits(4));
    await again.until((f) => f.filter((x) => x.event !== 'ready').length >= 4);

    // The query parameter works the same for clients that cannot set headers.
    const viaQuery = await connect(anna, { query: `?last_event_id=${seen + 2}` });
    await viaQuery.ready();
    assert.deepEqual(viaQuery.frames.map((f) => [f.event, f.id]), [['credits', seen + 3], ['credits', seen + 4], ['ready', seen + 4]]);

    await again.settle(ctx.app.live, anna.id);
    const ids = again.frames.map((f) => f.id);
    assert.deepEqual(
      again.frames.map((f) => f.event),
      ['credits', 'read', 'credits', 'ready', 'credits'],
    );
    assert.deepEqual(ids, [seen + 1, seen + 2, seen + 3, seen + 3, seen + 4]);
    assert.deepEqual(again.events.map((f) => (f.data as { credits?: number }).credits ?? 'read'), [2, 'read', 3, 4]);
    assert.deepEqual(again.frames[3]?.data, { cursor: seen + 3, resumed: true });
    again.close();
    viaQuery.close();
  });

  it('loses and repeats nothing when events commit while the stream connects (subscribe, buffer, replay, flush)', async () => {
    const probe = await connect(anna);
    await probe.ready();
    const start = (probe.frames.at(-1)?.id ?? 0) as number;
    probe.close();
    let published = 0;
    const publishing = (async () => {
      for (let i = 0; i < 40; i++) {
        await ctx.app.live.publish([anna.id], credits(1000 + i));
        published += 1;
      }
    })();
    const streams = [];
    for (let i = 0; i < 4; i++) {
      // Each stream connects at another point of the run (after about 0, 10, 20, 30 events).
      while (published < i * 10) await Promise.race([publishing, new Promise((r) => setImmediate(r))]);
      streams.push(await connect(anna, { lastEventId: start }));
    }
    await publishing;
    for (const s of streams) {
      await s.until((f) => f.some((x) => x.id === start + 40 && x.event === 'credits'));
      const ids = s.events.map((f) => f.id);
      assert.deepEqual(ids, Array.from({ length: 40 }, (_, i) => start + i + 1), 'every event once, in order');
      assert.deepEqual(s.events.map((f) => (f.data as { credits: number }).credits), Array.from({ length: 40 }, (_, i) => 1000 + i));
      s.close();
    }
  });

  it('never delivers an event published in a transaction that rolled back (nor spends its cursor)', async () => {
    const stream = await connect(anna);
    await stream.ready();
    const cursor = stream.frames.at(-1)?.id as number;
    await assert.rejects(
      ctx.db.transaction().execute(async (trx) => {
        await ctx.app.live.publish([anna.id], credits(666), trx);
        throw new Error('the write failed');
      }),
      /the write failed/,
    );
    // Committed only with the transaction: nothing before it ends.
    await ctx.db.transaction().execute(async (trx) => {
      await ctx.app.live.publish([anna.id], credits(777), trx);
      // A short look, not a wait for a marker: nothing else can commit to anna while this
      // transaction holds her cursor row.
      await sleep(50);
      assert.equal(stream.events.length, 0, 'not delivered before the commit');
    });
    await stream.settle(ctx.app.live, anna.id);
    assert.deepEqual(stream.events.map((f) => [f.id, f.data]), [[cursor + 1, { credits: 777 }]]);
    const stored = await ctx.db.selectFrom('live_events').select('data').where('user_id', '=', anna.id).execute();
    assert.ok(!stored.some((r) => (r.data as { credits: number }).credits === 666));
    stream.close();
  });

  it('publishes to profiles (members only: a fictional profile has no stream) and checks the data against the contract', async () => {
    const stream = await connect(ben);
    await stream.ready();
    const fictional = await ctx.db.selectFrom('profiles').select('id').where('fictional', '=', true).executeTakeFirstOrThrow();
    const annaProfile = await ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', anna.profileId)
      .executeTakeFirstOrThrow();
    const profile = {
      id: annaProfile.id, name: annaProfile.name, age: 30, gender: 'female' as const, country: annaProfile.country, region: null, region_code: null,
      city: null, about: '', status: 'active' as const, fictional: false, online: true, images_count: 0, main_image: null,
    };
    const stored = await ctx.app.live.publishToProfiles([ben.profileId, fictional.id], { type: 'match', data: { profile } });
    assert.equal(stored, 1);
    await stream.until((f) => f.some((x) => x.event === 'match'));
    const match = stream.events[0] as Frame;
    assert.ok(liveEvent.safeParse({ id: match.id, type: match.event, data: match.data }).success);
    await assert.rejects(
      // @ts-expect-error: data of another type
      ctx.app.live.publish([ben.id], { type: 'credits', data: { credits: 'many' } }),
    );
    assert.equal(await ctx.app.live.publish([], credits(1)), 0);
    stream.close();
  });

  it('sends resync when the missed events cannot be replayed (unknown cursor, pruned)', async () => {
    const unknown = await connect(ben, { lastEventId: 999_999 });
    await unknown.ready();
    assert.deepEqual(unknown.frames.map((f) => f.event), ['resync', 'ready']);
    assert.deepEqual(unknown.frames[0]?.data, { cursor: unknown.frames[0]?.id, reason: 'unknown_cursor' });
    const last = unknown.frames[0]?.id as number;
    unknown.close();

    await ctx.app.live.publish([ben.id], credits(5));
    await ctx.app.live.publish([ben.id], credits(6));
    assert.ok((await ctx.app.live.prune(0)) >= 2);
    const pruned = await connect(ben, { lastEventId: last });
    await pruned.ready();
    assert.deepEqual(pruned.frames.map((f) => [f.event, f.id]), [['resync', last + 2], ['ready', last + 2]]);
    assert.deepEqual(pruned.frames[0]?.data, { cursor: last + 2, reason: 'expired' });
    // The cursor goes on after the prune.
    await ctx.app.live.publish([ben.id], credits(7));
    await pruned.until((f) => f.some((x) => x.event === 'credits'));
    assert.equal(pruned.events[0]?.id, last + 3);
    pruned.close();
  });

  it('ends its open streams when the app closes (clients resume elsewhere)', async () => {
    const other = await appWith(ctx, {});
    const stream = await connect(anna, {}, await listenOnFreePort(other));
    await stream.ready();
    assert.equal(other.live.streamCount, 1);
    await other.close();
    await stream.endedWithin();
  });

  it('fans out between two app instances on one database: published on one, streamed once by the other', async () => {
    const other = await appWith(ctx, {});
    try {
      const stream = await connect(anna, {}, await listenOnFreePort(other));
      await stream.ready();
      await ctx.app.live.publish([anna.id], credits(42));
      await stream.settle(ctx.app.live, anna.id);
      assert.deepEqual(stream.events.map((f) => f.data), [{ credits: 42 }]);
      stream.close();
    } finally {
      await other.close();
    }
  });

  it("a logout on one app ends the member's streams and cached sessions on another at once, not at a heartbeat (migration 028; issue 34)", async () => {
    const other = await appWith(ctx, {});
    try {
      const url = await listenOnFreePort(other);
      const device = await member('anna@demo.amora.test');
      const annaStream = await connect(device, {}, url);
      const benStream = await connect(ben, {}, url);
      await Promise.all([annaStream.ready(), benStream.ready()]);
      // The other app has the session cached (the stream's own look-up).
      assert.equal((await request(other, { method: 'GET', url: '/api/user.php', cookie: device.cookie })).statusCode, 200);
      const out = await request(ctx.app, { method: 'GET', url: '/api/logout.php', cookie: device.cookie });
      assert.ok(out.statusCode < 300, out.body);
      // Heartbeats come every 25 s: only the notification ends the stream within 5 s.
      await annaStream.endedWithin(5_000);
      assert.equal((await request(other, { method: 'GET', url: '/api/user.php', cookie: device.cookie })).statusCode, 403);
      // Another member's stream on that app is untouched.
      await ctx.app.live.publish([ben.id], credits(7));
      await benStream.settle(ctx.app.live, ben.id);
      assert.deepEqual(benStream.events.map((f) => f.data), [{ credits: 7 }]);
      benStream.close();
    } finally {
      await other.close();
    }
  });

  it("checks the open streams' sessions in one batch: touches the idle ones and ends the streams of sessions gone without a notification (issue 34)", async () => {
    const device = await member('anna@demo.amora.test');
    const idle = await member('anna@demo.amora.test');
    const [gone, kept] = [await connect(device), await connect(idle)];
    await Promise.all([gone.ready(), kept.ready()]);
    const [goneHash, keptHash] = [tokenHashOf(device.cookie), tokenHashOf(idle.cookie)];
    // Expired by an UPDATE (no row deleted, so no `sessions_ended` notification), and one session idle for 10 minutes.
    await sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${goneHash}`.execute(ctx.db);
    await sql`update sessions set last_seen_at = now() - interval '10 minutes' where token_hash = ${keptHash}`.execute(ctx.db);
    assert.ok((await ctx.app.live.sessions.check()) >= 1);
    await gone.endedWithin(2_000);
    const { rows } = await sql<{ age: number }>`select extract(epoch from now() - last_seen_at)::float as age from sessions where token_hash = ${keptHash}`.execute(ctx.db);
    assert.ok(Number(rows[0]?.age) < 60, 'the open page keeps its idle timeout counting from now');
    await ctx.app.live.publish([idle.id], credits(3));
    await kept.settle(ctx.app.live, idle.id);
    assert.deepEqual(kept.events.map((f) => f.data).at(-1), { credits: 3 });
    kept.close();
  });

  it('ends a stream when its session expires, without looking the session up (issue 34)', async () => {
    const device = await member('anna@demo.amora.test');
    await sql`update sessions set expires_at = now() + interval '2 seconds' where token_hash = ${tokenHashOf(device.cookie)}`.execute(ctx.db);
    ctx.app.repos.accounts.forgetSessions(device.id);
    const stream = await connect(device);
    await stream.ready();
    await stream.endedWithin(6_000);
  });

  it('knows on every app who has the site open: a stream on another app, until it closes, its app stops or its row expires (issue 15: no push then)', async () => {
    const becomes = async (app: FastifyInstance, userId: number, online: boolean) => {
      for (let waited = 0; (await app.live.isOnline(userId)) !== online; waited += 25) {
        assert.ok(waited < 2000, `isOnline(${userId}) did not become ${online}`);
        await sleep(25);
      }
    };
    const other = await appWith(ctx, {});
    const otherBase = await listenOnFreePort(other);
    const member = await signUpMember(ctx);
    try {
      assert.equal(await ctx.app.live.isOnline(member.userId), false);
      const stream = await connect(member, {}, otherBase);
      await stream.ready();
      await becomes(ctx.app, member.userId, true);
      stream.close();
      await becomes(ctx.app, member.userId, false);

      await (await connect(member, {}, otherBase)).ready();
      await becomes(ctx.app, member.userId, true);
      await other.close();
      await becomes(ctx.app, member.userId, false);

      // A process killed with its streams open leaves its row behind: it counts until it expires.
      await ctx.db.insertInto('live_presence').values({ user_id: member.userId, process_id: 'killed', until: sql<Date>`now() + interval '1 minute'` }).execute();
      assert.equal(await ctx.app.live.isOnline(member.userId), true);
      await ctx.db.updateTable('live_presence').set({ until: sql<Date>`now() - interval '1 second'` }).where('process_id', '=', 'killed').execute();
      assert.equal(await ctx.app.live.isOnline(member.userId), false);
    } finally {
      await other.close();
    }
  });

  it('fans out through PostgreSQL LISTEN/NOTIFY between apps on separate connection pools (as two processes)', async (t) => {
    const backend = databaseBackend(ctx.db);
    if (ctx.kind !== 'postgres' || backend?.kind !== 'postgres') {
      t.skip('PGlite is one in-process database that a second process cannot open; runs with DATABASE_URL=postgres://…');
      return;
    }
    const { connectionString, options } = backend.pool.options;
    const searchPath = /search_path=(\S+)/.exec(options ?? '')?.[1];
    const db2 = await openDatabase({ url: connectionString ?? null, searchPath, poolSize: 2 });
    let other: FastifyInstance | null = null;
    try {
      other = await buildApp({ db: db2, config: ctx.config });
      const there = await connect(anna, {}, await listenOnFreePort(other));
      const here = await connect(anna);
      await Promise.all([there.ready(), here.ready()]);
      // Published on this process, inside a transaction: both processes' streams get it once.
      await ctx.db.transaction().execute((trx) => ctx.app.live.publish([anna.id], credits(4242), trx));
      // And the other way round.
      await other.live.publish([anna.id], credits(4343));
      for (const s of [there, here]) {
        await s.settle(ctx.app.live, anna.id);
        assert.deepEqual(s.events.map((f) => f.data), [{ credits: 4242 }, { credits: 4343 }]);
        s.close();
      }
    } finally {
      await other?.close();
      await db2.destroy();
    }
  });
});

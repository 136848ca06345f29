import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { ComplaintQueueResponse, OperatorCounts, PhotoQueueResponse, QueuePhoto } from '@amora/contracts';
import sharp from 'sharp';
import { cdnPrefix } from '../config.js';
import { type TestContext, type TestMember, body, request, setupTestApp, signUpMember } from './helpers.js';
import { type TestOperator, signInOperator } from './operator-helpers.js';

/**
 * Issue 31 "Queues": the photo queue (profile and chat photos, oldest first, claimed so two
 * moderators never review the same one), the complaints queue (reply by e-mail, status) and the
 * console's counts, each limited to the operator's sites and role.
 */
describe('operator queues (/api/operator/photos.php, complaints.php, counts.php)', () => {
  let ctx: TestContext;
  let siteId: { localhost: number; de: number };
  let m1: TestMember;
  let m2: TestMember;
  let m3: TestMember;
  let moderator: TestOperator;
  let prefix: string;
  /** The pending items of the photo tests: three profile photos of m1 and one of m2 (de), a chat photo of m1. */
  const item = { a: 0, b: 0, d: 0, chat: 0 };

  const get = (url: string, op: TestOperator | null) => request(ctx.app, { method: 'GET', url, ...(op ? { cookie: op.cookie } : {}) });
  const send = (method: 'POST' | 'PUT', url: string, op: TestOperator, payload: object) => request(ctx.app, { method, url, cookie: op.cookie, payload });
  const release = (queue: string, op: TestOperator | null) => request(ctx.app, { method: 'DELETE', url: `/api/operator/claims.php?queue=${queue}`, ...(op ? { cookie: op.cookie } : {}) });
  const photoQueue = async (op: TestOperator, query = '') => {
    const res = await get(`/api/operator/photos.php${query}`, op);
    assert.equal(res.statusCode, 200, res.body);
    return body<PhotoQueueResponse>(res);
  };
  const key = (p: Pick<QueuePhoto, 'kind' | 'id'>) => `${p.kind}:${p.id}`;
  const decide = (op: TestOperator, kind: 'profile' | 'chat', id: number, decision: 'approve' | 'reject', reason?: string) =>
    send('POST', '/api/operator/photos.php', op, { kind, id, decision, ...(reason ? { reason } : {}) });
  /** A pending profile photo of `profileId`, uploaded `minutesAgo`. */
  const pendingImage = async (profileId: number, minutesAgo: number) =>
    (
      await ctx.db
        .insertInto('images')
        .values({ profile_id: profileId, filename: `photos/${profileId}/${crypto.randomUUID()}.webp`, thumb_filename: `photos/${profileId}/t-${minutesAgo}-thumb.webp`, status: 'pending', created_at: new Date(Date.now() - minutesAgo * 60_000) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const auditRows = (action: string, targetId: number) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();

  before(async () => {
    ctx = await setupTestApp();
    const sites = await ctx.db.selectFrom('sites').select(['id', 'domain']).execute();
    const idOf = (domain: string) => sites.find((s) => s.domain === domain)?.id ?? 0;
    siteId = { localhost: idOf('localhost'), de: idOf('de.localhost') };
    [m1, m2, m3] = [await signUpMember(ctx), await signUpMember(ctx), await signUpMember(ctx)];
    await ctx.db.updateTable('users').set({ site_id: siteId.de }).where('id', '=', m2.userId).execute();
    moderator = await signInOperator(ctx, 'moderator');
    prefix = cdnPrefix(ctx.config);
    item.a = await pendingImage(m1.profileId, 30);
    item.d = await pendingImage(m2.profileId, 25);
    item.b = await pendingImage(m1.profileId, 20);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const sent = await request(ctx.app, {
      method: 'POST',
      url: `/api/chat.php?profile=${m3.profileId}&client_message_id=${crypto.randomUUID()}`,
      cookie: m1.cookie,
      headers: { 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    assert.equal(sent.statusCode, 201, sent.body);
    item.chat = body<{ message: { id: number } }>(sent).message.id;
  });
  after(() => ctx.close());
  // Each test starts with no item held, whatever the tests before it fetched.
  beforeEach(async () => {
    await ctx.db.deleteFrom('queue_claims').execute();
  });

  it('lets only moderators (and admins) at the photo queue and only support at the complaints', async () => {
    const support = await signInOperator(ctx, 'support');
    for (const res of [await get('/api/operator/photos.php', support), await decide(support, 'profile', item.a, 'approve')]) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(body(res).error, 'forbidden_role');
    }
    for (const res of [
      await get('/api/operator/complaints.php', moderator),
      await send('POST', '/api/operator/complaints.php', moderator, { id: 1, reply: 'Hello' }),
      await send('PUT', '/api/operator/complaints.php', moderator, { id: 1, status: 'closed' }),
    ]) {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(body(res).error, 'forbidden_role');
    }
    assert.equal((await get('/api/operator/photos.php', null)).statusCode, 401);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/operator/photos.php', cookie: m1.cookie })).statusCode, 401);
    assert.equal((await get('/api/operator/photos.php', await signInOperator(ctx, 'admin'))).statusCode, 200);
  });

  it('lists profile and chat photos in one queue, oldest first, with the member and their other photos', async () => {
    const queue = await photoQueue(moderator);
    assert.deepEqual(queue.photos.map(key), [`profile:${item.a}`, `profile:${item.d}`, `profile:${item.b}`, `chat:${item.chat}`]);
    assert.equal(queue.total, 4);
    const [a, , , chat] = queue.photos;
    assert.ok(a && chat);
    const profile = await ctx.db.selectFrom('profiles').select(['name', 'country']).where('id', '=', m1.profileId).executeTakeFirstOrThrow();
    const age = new Date().getUTCFullYear() - 1990 - (new Date().toISOString().slice(5, 10) < '05-17' ? 1 : 0);
    assert.deepEqual(a.member, { user_id: m1.userId, profile_id: m1.profileId, name: profile.name, age, country: profile.country, site: 'localhost' });
    assert.equal(queue.photos[1]?.member.site, 'de.localhost');
    assert.ok(a.url.startsWith(`${prefix}photos/${m1.profileId}/`) && a.thumb_url.endsWith('-thumb.webp'));
    assert.deepEqual(a.other_photos.map((p) => [p.id, p.status]), [[item.b, 'pending']]);
    assert.ok(chat.url.startsWith(`${prefix}photos/${m1.profileId}/`) && chat.thumb_url === chat.url);
    assert.deepEqual(chat.other_photos.map((p) => p.id), [item.a, item.b]);
    const until = Date.parse(a.claimed_until ?? '');
    assert.ok(until > Date.now() + 5 * 60_000 && until <= Date.now() + 11 * 60_000, a.claimed_until ?? 'no claim');
    assert.deepEqual((await photoQueue(moderator, '?kind=chat')).photos.map(key), [`chat:${item.chat}`]);
    assert.deepEqual((await photoQueue(moderator, '?limit=1')).photos.map(key), [`profile:${item.a}`]);
    assert.equal((await get('/api/operator/photos.php?limit=51', moderator)).statusCode, 400);
  });

  it('gives two moderators fetching at once disjoint photos', async () => {
    const other = await signInOperator(ctx, 'moderator');
    const [first, second] = await Promise.all([photoQueue(moderator, '?limit=2'), photoQueue(other, '?limit=2')]);
    const mine = first.photos.map(key);
    const theirs = second.photos.map(key);
    assert.deepEqual(mine.filter((k) => theirs.includes(k)), [], 'no photo in both lists');
    assert.ok(mine.length + theirs.length >= 2);
    // Afterwards each sees the rest but never what the other holds; their own claims come back to them.
    const rest = (await photoQueue(other, '?limit=50')).photos.map(key);
    assert.deepEqual(rest.filter((k) => mine.includes(k)), []);
    assert.deepEqual((await photoQueue(moderator, '?limit=2')).photos.map(key), mine);
    assert.equal(first.total, 4);
  });

  it('lets go of what a moderator holds when he leaves the queue: the other gets it at once, and only his own claims end', async () => {
    const other = await signInOperator(ctx, 'moderator');
    const mine = (await photoQueue(moderator, '?limit=2')).photos.map(key);
    const theirs = (await photoQueue(other, '?limit=50')).photos.map(key);
    assert.equal(mine.length, 2);
    assert.deepEqual(theirs.filter((k) => mine.includes(k)), []);
    const left = await release('photos', moderator);
    assert.equal(left.statusCode, 200, left.body);
    assert.deepEqual(body(left), { released: 2 });
    // The other still holds his; now he also gets the two let go, oldest first.
    assert.deepEqual((await photoQueue(other, '?limit=50')).photos.map(key).sort(), [...mine, ...theirs].sort());
    assert.equal((await ctx.db.selectFrom('queue_claims').select('item_id').where('operator_id', '=', other.id).execute()).length, 4);
    // Another queue's claims and a wrong queue name.
    assert.deepEqual(body(await release('complaints', other)), { released: 0 });
    assert.equal((await release('everything', other)).statusCode, 400);
    assert.equal((await release('photos', null)).statusCode, 401);
  });

  it('approves and rejects with one audit row each; 409 while another holds the photo, 404 once decided', async () => {
    const other = await signInOperator(ctx, 'moderator');
    await photoQueue(moderator);
    const held = await decide(other, 'profile', item.a, 'approve');
    assert.equal(held.statusCode, 409, held.body);
    assert.equal(body(held).error, 'claimed_by_other');

    assert.equal((await decide(moderator, 'profile', item.a, 'approve', 'looks fine')).statusCode, 200);
    const image = await ctx.db.selectFrom('images').select('status').where('id', '=', item.a).executeTakeFirstOrThrow();
    assert.equal(image.status, 'active');
    const [row, ...more] = await auditRows('photo.approve', item.a);
    assert.equal(more.length, 0);
    assert.ok(row);
    assert.deepEqual(
      [row.operator_id, row.actor, row.role, row.site_id, row.target_type, row.user_id, row.before, row.after, row.reason],
      [moderator.id, moderator.email, 'moderator', siteId.localhost, 'photo', m1.userId, { status: 'pending' }, { status: 'active' }, 'looks fine'],
    );
    assert.equal((await ctx.db.selectFrom('queue_claims').select('item_id').where('queue', '=', 'photo').where('item_id', '=', item.a).execute()).length, 0);

    assert.equal((await decide(moderator, 'chat', item.chat, 'reject')).statusCode, 200);
    const message = await ctx.db.selectFrom('messages').select('photo_status').where('id', '=', item.chat).executeTakeFirstOrThrow();
    assert.equal(message.photo_status, 'disabled');
    const chatRows = await auditRows('photo.reject', item.chat);
    assert.deepEqual(chatRows.map((r) => [r.target_type, r.user_id, r.reason]), [['chat_photo', m1.userId, null]]);
    // The recipient sees the rejection live (as before the console).
    const events = await ctx.db.selectFrom('live_events').select('data').where('user_id', '=', m3.userId).where('type', '=', 'message').execute();
    assert.ok(events.some((e) => (e.data as { id: number; photo?: { status: string } }).id === item.chat && (e.data as { photo?: { status: string } }).photo?.status === 'disabled'));

    for (const [kind, id] of [['profile', item.a], ['chat', item.chat], ['profile', 99_999_999]] as const) {
      const res = await decide(moderator, kind, id, 'reject');
      assert.equal(res.statusCode, 404, `${kind} ${id}: ${res.body}`);
    }
    assert.equal((await auditRows('photo.reject', item.a)).length, 0, 'nothing audited for a refused decision');
    assert.equal((await decide(moderator, 'profile', item.b, 'approve', 'x'.repeat(501))).statusCode, 400);
    const rest = await photoQueue(moderator);
    assert.deepEqual(rest.photos.map(key), [`profile:${item.d}`, `profile:${item.b}`]);
    assert.equal(rest.total, 2);
  });

  it('shows an operator limited to de.localhost only that site’s photos and refuses the others', async () => {
    const de = await signInOperator(ctx, 'moderator', [siteId.de]);
    const queue = await photoQueue(de);
    assert.deepEqual(queue.photos.map(key), [`profile:${item.d}`]);
    assert.equal(queue.total, 1);
    const res = await decide(de, 'profile', item.b, 'approve');
    assert.equal(res.statusCode, 404, res.body);
    assert.equal((await ctx.db.selectFrom('images').select('status').where('id', '=', item.b).executeTakeFirstOrThrow()).status, 'pending');
  });

  describe('complaints', () => {
    let support: TestOperator;
    const ids = { localhost: 0, de: 0, member: 0 };
    const complain = async (host: string, subject: string, cookie?: string) => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/complaints.php',
        headers: { host },
        ...(cookie ? { cookie } : {}),
        payload: { name: 'Kim Visitor', email: `kim-${subject.length}-${Date.now()}@mail.amora.test`, subject, message: 'Please look into this, it is not right.' },
      });
      assert.equal(res.statusCode, 201, res.body);
      return body<{ id: number }>(res).id;
    };
    const complaintQueue = async (op: TestOperator, query = '') => {
      const res = await get(`/api/operator/complaints.php${query}`, op);
      assert.equal(res.statusCode, 200, res.body);
      return body<ComplaintQueueResponse>(res);
    };

    before(async () => {
      support = await signInOperator(ctx, 'support');
      ids.localhost = await complain('localhost', 'My payment');
      ids.de = await complain('de.localhost', 'Meine Zahlung');
      ids.member = await complain('localhost', 'A member bothers me', m1.cookie);
    });

    it('lists open complaints oldest first, claimed, with the member who sent one', async () => {
      const queue = await complaintQueue(support);
      assert.deepEqual(queue.complaints.map((c) => c.id), [ids.localhost, ids.de, ids.member]);
      assert.equal(queue.total, 3);
      const [first, second, third] = queue.complaints;
      assert.equal(first?.site, 'localhost');
      assert.equal(second?.site, 'de.localhost');
      assert.equal(first?.status, 'open');
      assert.equal(first?.member, null);
      assert.equal(third?.member?.user_id, m1.userId);
      assert.ok(first?.claimed_until);
      const other = await signInOperator(ctx, 'support');
      assert.deepEqual((await complaintQueue(other)).complaints, [], 'the first operator holds them all');
      const de = await signInOperator(ctx, 'support', [siteId.de]);
      await ctx.db.deleteFrom('queue_claims').execute();
      const deQueue = await complaintQueue(de);
      assert.deepEqual([deQueue.complaints.map((c) => c.id), deQueue.total], [[ids.de], 1]);
      assert.equal((await send('PUT', '/api/operator/complaints.php', de, { id: ids.localhost, status: 'closed' })).statusCode, 404);
    });

    it('mails a reply to the complainant without a staff address, marks it answered and audits it', async () => {
      await complaintQueue(support);
      const other = await signInOperator(ctx, 'support');
      const held = await send('POST', '/api/operator/complaints.php', other, { id: ids.localhost, reply: 'Too early' });
      assert.equal(held.statusCode, 409, held.body);
      const text = 'Dear Kim,\n\nwe refunded your payment today.\n\nYour support team';
      const res = await send('POST', '/api/operator/complaints.php', support, { id: ids.localhost, reply: text });
      assert.equal(res.statusCode, 200, res.body);

      const complaint = await ctx.db.selectFrom('complaints').select(['email', 'status', 'answered_at']).where('id', '=', ids.localhost).executeTakeFirstOrThrow();
      assert.equal(complaint.status, 'answered');
      assert.ok(complaint.answered_at);
      const outbox = await request(ctx.app, { method: 'GET', url: `/api/dev/outbox.php?to=${encodeURIComponent(complaint.email)}` });
      const mails = body<{ mails: { subject: string; text: string; headers: Record<string, string> }[] }>(outbox).mails;
      assert.equal(mails.length, 1);
      assert.equal(mails[0]?.subject, 'Re: My payment');
      assert.ok(mails[0]?.text.includes('we refunded your payment today.'));
      assert.ok(!JSON.stringify(mails[0]).includes(support.email), 'no staff address in the mail');

      const answered = await complaintQueue(support, '?status=answered');
      assert.deepEqual(answered.complaints.map((c) => c.id), [ids.localhost]);
      assert.deepEqual(answered.complaints[0]?.replies.map((r) => [r.text, r.operator]), [[text, support.email]]);
      assert.equal(answered.complaints[0]?.claimed_until, null);
      const [row, ...more] = await auditRows('complaint.reply', ids.localhost);
      assert.equal(more.length, 0);
      assert.deepEqual([row?.operator_id, row?.target_type, row?.site_id, row?.after], [support.id, 'complaint', siteId.localhost, { status: 'answered', reply: text }]);
      assert.equal((await send('POST', '/api/operator/complaints.php', support, { id: ids.localhost, reply: '' })).statusCode, 400);
      assert.equal((await send('POST', '/api/operator/complaints.php', support, { id: 99_999_999, reply: 'Hello' })).statusCode, 404);
    });

    it('sets a status, audited with before and after', async () => {
      const res = await send('PUT', '/api/operator/complaints.php', support, { id: ids.member, status: 'closed' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual((await complaintQueue(support, '?status=closed')).complaints.map((c) => c.id), [ids.member]);
      const [row] = await auditRows('complaint.status', ids.member);
      assert.deepEqual([row?.before, row?.after, row?.user_id], [{ status: 'open' }, { status: 'closed' }, m1.userId]);
      assert.equal((await send('PUT', '/api/operator/complaints.php', support, { id: ids.member, status: 'gone' })).statusCode, 400);
    });
  });

  it('counts pending photos, open reports and open complaints per role and site', async () => {
    const reported = await request(ctx.app, { method: 'POST', url: '/api/reports.php', cookie: m1.cookie, payload: { profile: m3.profileId, reason: 'fake' } });
    assert.equal(reported.statusCode, 201, reported.body);
    const counts = async (op: TestOperator | null) => {
      const res = await get('/api/operator/counts.php', op);
      return res.statusCode === 200 ? body<OperatorCounts>(res) : res.statusCode;
    };
    const open = (await ctx.db.selectFrom('complaints').select('id').where('status', '=', 'open').execute()).length;
    assert.deepEqual(await counts(await signInOperator(ctx, 'admin')), { photos: 2, reports: 1, complaints: open });
    assert.deepEqual(await counts(moderator), { photos: 2, reports: 1, complaints: 0 });
    assert.deepEqual(await counts(await signInOperator(ctx, 'support')), { photos: 0, reports: 0, complaints: open });
    assert.deepEqual(await counts(await signInOperator(ctx, 'finance')), { photos: 0, reports: 0, complaints: 0 });
    assert.deepEqual(await counts(await signInOperator(ctx, 'admin', [siteId.de])), { photos: 1, reports: 0, complaints: 1 });
    assert.equal(await counts(null), 401);
  });

  it('answers the oldest screen right with 10,000 pending photos', async () => {
    // 400 members of both sites with 25 pending photos each (the premium limit), all older than the photos above.
    const members = 400;
    const perMember = 25;
    const profiles = await ctx.db
      .insertInto('profiles')
      .values(Array.from({ length: members }, (_, i) => ({ name: `Queue${i}`, date_of_birth: '1985-01-01', country: 'NL' })))
      .returning('id')
      .execute();
    const users = await ctx.db
      .insertInto('users')
      .values(profiles.map((p, i) => ({ site_id: i % 4 === 0 ? siteId.de : siteId.localhost, profile_id: p.id, email: `queue${i}@test.amora.test`, password_hash: 'x', status: 'active' as const })))
      .returning(['id', 'profile_id', 'site_id'])
      .execute();
    const start = Date.now() - 30 * 86_400_000;
    const images = profiles.flatMap((p, i) =>
      Array.from({ length: perMember }, (_, n) => ({
        profile_id: p.id,
        filename: `photos/${p.id}/${n}.webp`,
        thumb_filename: `photos/${p.id}/${n}-thumb.webp`,
        status: 'pending' as const,
        position: n,
        // Interleaved in time across members: photo n of member i at minute n * members + i.
        created_at: new Date(start + (n * members + i) * 60_000),
      })),
    );
    for (let i = 0; i < images.length; i += 1000) await ctx.db.insertInto('images').values(images.slice(i, i + 1000)).execute();
    const oldest = await ctx.db
      .selectFrom('images as i')
      .innerJoin('users as u', 'u.profile_id', 'i.profile_id')
      .select(['i.id', 'u.site_id'])
      .where('i.status', '=', 'pending')
      .orderBy('i.created_at')
      .orderBy('i.id')
      .limit(2000)
      .execute();

    const queue = await photoQueue(moderator, '?limit=50');
    assert.equal(queue.total, members * perMember + 2);
    assert.deepEqual(queue.photos.map((p) => p.id), oldest.slice(0, 50).map((r) => r.id));
    const first = queue.photos[0];
    const owner = users[0];
    assert.ok(first && owner);
    assert.deepEqual([first.member.user_id, first.member.site, first.other_photos.length], [owner.id, 'de.localhost', perMember - 1]);
    const next = await photoQueue(await signInOperator(ctx, 'moderator'), '?limit=50');
    assert.deepEqual(next.photos.map((p) => p.id), oldest.slice(50, 100).map((r) => r.id), 'the next 50 for a second moderator');
    const de = await photoQueue(await signInOperator(ctx, 'moderator', [siteId.de]), '?limit=50');
    const deOldest = oldest.filter((r) => r.site_id === siteId.de).map((r) => r.id);
    assert.deepEqual(de.photos.map((p) => p.id), deOldest.filter((id) => !queue.photos.some((p) => p.id === id) && !next.photos.some((p) => p.id === id)).slice(0, 50));
    assert.equal(de.total, (members / 4) * perMember + 1);
  });
});

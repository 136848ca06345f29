// Moderation (issue 31): a ban is enforced everywhere (sessions ended in every process and the open
// page logged out live, login refused with the reason and end date, the profile gone from search,
// suggestions, swipes, likes, profile pages and the partners' conversations; unban restores it),
// a disabled profile leaves the lists but its member can log in, and the reports queue (claims,
// the four actions each closing the report with its audit rows, the reporter's mail, roles, sites).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type ModerationActor, banMember, unbanMember } from '../services/moderation.js';
import { createNotificationWorker } from '../services/notification-worker.js';
import { siteOrigin } from '../services/site-origin.js';
import { appWith, body, login, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { signInOperator, type TestOperator } from './operator-helpers.js';
import { Stream, listenOnFreePort } from './sse-client.js';

const PASSWORD = 'a-good-long-passphrase';
const CLI: ModerationActor = { operatorId: null, actor: 'cli', role: 'cli', ip: '127.0.0.1' };

describe('moderation: bans, disabled profiles and the reports queue (issue 31)', () => {
  let ctx: TestContext;
  let base: string;
  let moderator: TestOperator;
  let moderator2: TestOperator;

  before(async () => {
    ctx = await setupTestApp();
    base = await listenOnFreePort(ctx.app);
    moderator = await signInOperator(ctx, 'moderator');
    moderator2 = await signInOperator(ctx, 'moderator');
  });
  after(async () => {
    await ctx.close();
  });

  let ages = 80;
  /** A member alone in the search at a rare age (female, the site's country), with his e-mail. */
  async function target(): Promise<TestMember & { email: string; age: number }> {
    const m = await signUpMember(ctx, { paid: true });
    const born = `${new Date().getUTCFullYear() - ages++}-01-01`;
    await ctx.db.updateTable('profiles').set({ gender: 'female', date_of_birth: born }).where('id', '=', m.profileId).execute();
    const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow();
    const { n } = await ctx.db.selectNoFrom(sql<number>`extract(year from age(current_date, ${born}::date))::int`.as('n')).executeTakeFirstOrThrow();
    return { ...m, email, age: n };
  }

  const get = (url: string, cookie?: string) => request(ctx.app, { method: 'GET', url, ...(cookie ? { cookie } : {}) });
  const send = (cookie: string, to: number, text = 'Hello there') =>
    request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie, payload: { profile: to, client_message_id: crypto.randomUUID(), kind: 'text', text } });
  const inSearch = async (t: { profileId: number; age: number }, cookie?: string) => {
    const res = await get(`/api/members.php?gender=female&min_age=${t.age}&max_age=${t.age}&numResults=50`, cookie);
    assert.equal(res.statusCode, 200, res.body);
    const found = body<{ profiles: { id: number }[]; similar: { id: number }[] }>(res);
    return [...found.profiles, ...found.similar].some((p) => p.id === t.profileId);
  };
  const inSuggestions = async (t: { profileId: number; age: number }, cookie: string) => {
    const res = await get(`/api/suggestions.php?gender=female&min_age=${t.age}&max_age=${t.age}&numResults=50`, cookie);
    assert.equal(res.statusCode, 200, res.body);
    return body<{ profiles: { id: number }[] }>(res).profiles.some((p) => p.id === t.profileId);
  };
  const likesOf = async (cookie: string) => body<{ likes: { id: number }[]; liked_by: { id: number }[] }>(await get('/api/likes.php', cookie));
  const chatsOf = async (cookie: string) => body<{ chats: { id: number; profile_id: number }[] }>(await get('/api/chats.php', cookie)).chats;
  const auditRows = (action: string, targetId: number | string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const loginAs = (email: string, password = PASSWORD) => request(ctx.app, { method: 'POST', url: '/api/user.php', payload: { email, password } });
  const report = async (reporter: TestMember, reported: number, reason = 'underage') => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/reports.php', cookie: reporter.cookie, payload: { profile: reported, reason, message: 'Says she is 16.' } });
    assert.equal(res.statusCode, 201, res.body);
    return body<{ id: number }>(res).id;
  };
  const queue = (op: TestOperator, query = '') => request(ctx.app, { method: 'GET', url: `/api/operator/reports.php${query}`, cookie: op.cookie });
  const act = (op: TestOperator | { cookie?: string; headers?: Record<string, string> }, payload: Record<string, unknown>) =>
    request(ctx.app, { method: 'POST', url: '/api/operator/reports.php', payload, ...op });

  describe('a ban', () => {
    let t: Awaited<ReturnType<typeof target>>;
    let partner: TestMember;
    let conversation: number;

    before(async () => {
      t = await target();
      partner = await signUpMember(ctx, { paid: true });
      const sent = await send(partner.cookie, t.profileId);
      assert.equal(sent.statusCode, 201, sent.body);
      conversation = body<{ message: { conversation_id: number } }>(sent).message.conversation_id;
      for (const [from, to] of [
        [partner.cookie, t.profileId],
        [t.cookie, partner.profileId],
      ] as const) {
        assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: from, payload: { profile: to } })).statusCode, 200);
      }
    });

    it('shows the member everywhere before', async () => {
      assert.ok(await inSearch(t));
      assert.ok(await inSuggestions(t, (await signUpMember(ctx)).cookie));
      assert.equal((await get(`/api/profile.php?id=${t.profileId}`)).statusCode, 200);
      const likes = await likesOf(partner.cookie);
      assert.ok(likes.likes.some((p) => p.id === t.profileId) && likes.liked_by.some((p) => p.id === t.profileId));
      assert.ok((await chatsOf(partner.cookie)).some((c) => c.id === conversation));
    });

    it('ends the sessions at once in every process and logs the open page out live', async () => {
      // A second API process on the same database, whose session cache knows the member.
      const other: FastifyInstance = await appWith(ctx, {});
      try {
        assert.equal((await request(other, { method: 'GET', url: '/api/user.php', cookie: t.cookie })).statusCode, 200);
        const stream = await Stream.open(base, t.cookie);
        await stream.ready();
        const started = Date.now();
        const result = await banMember(ctx.app, CLI, t.userId, { reason: 'Underage member', until: null });
        assert.equal(result.changed, true);
        // The page gets the event whose reload answers 403 (and so logs it out), then the stream ends.
        await stream.until((frames) => frames.some((f) => f.event === 'chats'));
        await stream.endedWithin(5000);
        assert.ok(Date.now() - started < 5000);
        const { n } = await ctx.db.selectFrom('sessions').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', t.userId).executeTakeFirstOrThrow();
        assert.equal(n, 0);
        assert.equal(body<{ error: string }>(await get('/api/chats.php', t.cookie)).error, 'authentication_required');
        // The other process forgot its cached session well before its 5 s lifetime.
        let answered = 200;
        while (answered === 200 && Date.now() - started < 4000) {
          answered = (await request(other, { method: 'GET', url: '/api/user.php', cookie: t.cookie })).statusCode;
          if (answered === 200) await new Promise((r) => setTimeout(r, 50));
        }
        assert.equal(answered, 403);
        stream.close();
      } finally {
        await other.close();
      }
    });

    it('refuses login with the reason and end date, but only after the right password', async () => {
      const wrong = await loginAs(t.email, 'not-the-password');
      assert.equal(wrong.statusCode, 401);
      assert.equal(body<{ error: string }>(wrong).error, 'login_failed');
      const forGood = await loginAs(t.email);
      assert.equal(forGood.statusCode, 403, forGood.body);
      assert.deepEqual(body<{ error: string; until: string | null; reason: string }>(forGood), {
        error: 'account_banned',
        message: 'Your account has been closed.',
        until: null,
        reason: 'Underage member',
      });
      const until = new Date(Date.now() + 7 * 86_400_000);
      await banMember(ctx.app, CLI, t.userId, { reason: 'Spam', until });
      const suspended = body<{ until: string; reason: string }>(await loginAs(t.email));
      assert.deepEqual([suspended.until, suspended.reason], [until.toISOString(), 'Spam']);
    });

    it('takes the profile out of search, suggestions, swipes, likes, profile pages and the partners\' conversations', async () => {
      const viewer = await signUpMember(ctx);
      assert.equal(await inSearch(t), false);
      assert.equal(await inSearch(t, viewer.cookie), false);
      assert.equal(await inSuggestions(t, viewer.cookie), false);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/swipe.php', cookie: viewer.cookie, payload: { profile: t.profileId, like: true } })).statusCode, 404);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: viewer.cookie, payload: { profile: t.profileId } })).statusCode, 404);
      assert.equal((await get(`/api/profile.php?id=${t.profileId}`)).statusCode, 404);
      assert.equal((await get(`/api/profile.php?id=${t.profileId}`, viewer.cookie)).statusCode, 404);
      const likes = await likesOf(partner.cookie);
      assert.equal(likes.likes.some((p) => p.id === t.profileId) || likes.liked_by.some((p) => p.id === t.profileId), false);
      // As a deleted member's: the conversation leaves the list, cannot be opened nor written to.
      assert.equal((await chatsOf(partner.cookie)).some((c) => c.id === conversation), false);
      assert.equal((await get(`/api/chat.php?conversation=${conversation}`, partner.cookie)).statusCode, 404);
      assert.equal((await send(partner.cookie, t.profileId)).statusCode, 404);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: partner.cookie, payload: { conversation, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hi' } })).statusCode, 404);
    });

    it('counts as ended once its end date has passed', async () => {
      await ctx.db.updateTable('users').set({ ban_until: new Date(Date.now() - 1000) }).where('id', '=', t.userId).execute();
      assert.equal((await loginAs(t.email)).statusCode, 200);
      assert.ok(await inSearch(t));
      await banMember(ctx.app, CLI, t.userId, { reason: 'Again', until: null });
    });

    it('is lifted by an unban, which restores everything', async () => {
      const lifted = await unbanMember(ctx.app, CLI, t.userId, { reason: 'Proved her age' });
      assert.equal(lifted.changed, true);
      assert.deepEqual(lifted.after, { banned_at: null, ban_until: null, ban_reason: null });
      assert.equal((await loginAs(t.email)).statusCode, 200);
      assert.ok(await inSearch(t));
      assert.equal((await get(`/api/profile.php?id=${t.profileId}`)).statusCode, 200);
      const likes = await likesOf(partner.cookie);
      assert.ok(likes.likes.some((p) => p.id === t.profileId) && likes.liked_by.some((p) => p.id === t.profileId));
      assert.ok((await chatsOf(partner.cookie)).some((c) => c.id === conversation));
      assert.equal((await send(partner.cookie, t.profileId, 'Welcome back')).statusCode, 201);
      assert.equal((await unbanMember(ctx.app, CLI, t.userId, { reason: 'Twice' })).changed, false);
      const bans = await auditRows('member.ban', t.userId);
      const unbans = await auditRows('member.unban', t.userId);
      assert.equal(bans.length, 3);
      assert.equal(unbans.length, 1);
      assert.deepEqual(unbans[0]?.after, { banned_at: null, ban_until: null, ban_reason: null });
      assert.equal((unbans[0]?.before as { ban_reason: string } | undefined)?.ban_reason, 'Again');
    });
  });

  it('sends a banned member no notification mail that was waiting', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: liker.cookie, payload: { profile: liked.profileId } })).statusCode, 200);
    await banMember(ctx.app, CLI, liked.userId, { reason: 'Spam', until: null });
    const worker = createNotificationWorker({ db: ctx.db, mailer: ctx.app.mailer, resolveSite: (domain) => ctx.app.repos.sites.resolve(domain), origin: (site) => siteOrigin(ctx.config.publicUrl, site) });
    while ((await worker.runDue()) > 0);
    const jobs = await ctx.db.selectFrom('notification_jobs').select(['status', 'last_error']).where('user_id', '=', liked.userId).where('channel', '=', 'mail').execute();
    assert.deepEqual(jobs, [{ status: 'skipped', last_error: 'account banned' }]);
  });

  describe('the reports queue', () => {
    it('answers only moderators (and admins): 403 forbidden_role for support, 401 for members', async () => {
      const support = await signInOperator(ctx, 'support');
      for (const res of [await queue(support), await act(support, { id: 1, action: 'dismiss', reason: 'x' })]) {
        assert.equal(res.statusCode, 403);
        assert.equal(body<{ error: string }>(res).error, 'forbidden_role');
      }
      const member = await signUpMember(ctx);
      assert.equal((await request(ctx.app, { method: 'GET', url: '/api/operator/reports.php', cookie: member.cookie })).statusCode, 401);
      assert.equal((await queue(await signInOperator(ctx, 'admin'))).statusCode, 200);
    });

    it('lists open reports oldest first, each claimed by one moderator only', async () => {
      const reporter = await signUpMember(ctx);
      const reported = await target();
      const image = await ctx.db
        .insertInto('images')
        .values({ profile_id: reported.profileId, filename: 'photos/x/a.webp', thumb_filename: 'photos/x/a-thumb.webp', status: 'active' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const first = await report(reporter, reported.profileId);
      const second = await report(await signUpMember(ctx), reported.profileId, 'fake');
      const res = await queue(moderator, '?limit=50');
      assert.equal(res.statusCode, 200, res.body);
      const { reports, total } = body<{ reports: { id: number; reporter: { user_id: number; name: string }; reported: Record<string, unknown> & { photos: { id: number; url: string }[] }; other_open_reports: number; claimed_until: string; message: string }[]; total: number }>(res);
      const ids = reports.map((r) => r.id);
      assert.ok(ids.indexOf(first) >= 0 && ids.indexOf(first) < ids.indexOf(second));
      assert.deepEqual([...ids].sort((a, b) => a - b), ids);
      const entry = reports.find((r) => r.id === first);
      assert.ok(entry);
      assert.equal(entry.reporter.user_id, reporter.userId);
      assert.equal(entry.message, 'Says she is 16.');
      assert.equal(entry.reported.user_id, reported.userId);
      assert.equal(entry.reported.status, 'active');
      assert.equal(entry.reported.site, 'localhost');
      assert.equal(entry.reported.age, reported.age);
      assert.deepEqual(entry.reported.photos.map((p) => p.id), [image.id]);
      assert.match(entry.reported.photos[0]?.url ?? '', /^https?:\/\/.+\/media\/photos\/x\/a\.webp$/);
      assert.equal(entry.other_open_reports, 1);
      assert.ok(Date.parse(entry.claimed_until) > Date.now());
      assert.ok(total >= 2);

      // The second moderator does not get them, and cannot act on them.
      const theirs = body<{ reports: { id: number }[]; total: number }>(await queue(moderator2, '?limit=50'));
      assert.equal(theirs.reports.some((r) => r.id === first || r.id === second), false);
      assert.equal(theirs.total, total);
      const refused = await act(moderator2, { id: first, action: 'dismiss', reason: 'Mine now' });
      assert.equal(refused.statusCode, 409);
      assert.equal(body<{ error: string }>(refused).error, 'claimed_by_other');
      // The limit holds.
      assert.equal(body<{ reports: unknown[] }>(await queue(moderator, '?limit=1')).reports.length, 1);
      assert.equal((await queue(moderator, '?limit=51')).statusCode, 400);
    });

    it('bans from a report: report closed, two audit rows, claim released, the reporter mailed in his language', async () => {
      const reporter = await signUpMember(ctx);
      await ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', reporter.userId).execute();
      const reported = await target();
      const id = await report(reporter, reported.profileId);
      await queue(moderator, '?limit=50');
      const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
      assert.equal((await act(moderator, { id, action: 'ban', reason: 'Underage', until: '2001-01-01T00:00:00Z' })).statusCode, 400);
      const res = await act(moderator, { id, action: 'ban', reason: 'Underage', until });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body(res), { ok: true });

      const row = await ctx.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual([row.status, row.resolution, row.closed_by], ['closed', 'ban', moderator.id]);
      assert.ok(row.closed_at);
      const [closed] = await auditRows('report.ban', id);
      assert.deepEqual([closed?.operator_id, closed?.role, closed?.user_id, closed?.reason], [moderator.id, 'moderator', reported.userId, 'Underage']);
      assert.deepEqual(closed?.after, { status: 'closed', resolution: 'ban' });
      const [ban] = await auditRows('member.ban', reported.userId);
      assert.equal(ban?.operator_id, moderator.id);
      assert.equal((ban?.after as { ban_until: string } | undefined)?.ban_until, until);
      assert.equal(await ctx.app.repos.claims.holder('report', id), null);
      const login = body<{ error: string; until: string; reason: string }>(await loginAs(reported.email));
      assert.deepEqual([login.error, login.until, login.reason], ['account_banned', until, 'Underage']);

      const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', reporter.userId).executeTakeFirstOrThrow();
      const [mail] = await ctx.app.mailer.outbox(email);
      assert.ok(mail);
      assert.match(mail.subject, /Wir haben Ihre Meldung/);
      assert.doesNotMatch(`${mail.subject} ${mail.text}`, /gesperrt|ban|Underage/i);
      assert.ok(mail.links.some((l) => /^http:\/\/localhost(:\d+)?\/?/.test(l)));
      // Closed: no second action.
      assert.equal((await act(moderator, { id, action: 'dismiss', reason: 'Again' })).statusCode, 404);
    });

    it('dismisses, hides a photo and disables a profile, each closing the report with its audit rows', async () => {
      const reporter = await signUpMember(ctx);
      const reported = await target();
      const image = await ctx.db
        .insertInto('images')
        .values({ profile_id: reported.profileId, filename: 'photos/y/b.webp', thumb_filename: 'photos/y/b-thumb.webp', status: 'active' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db.updateTable('profiles').set({ main_image_id: image.id }).where('id', '=', reported.profileId).execute();
      const [dismissed, hidden, disabled] = [await report(reporter, reported.profileId, 'spam'), await report(reporter, reported.profileId, 'offensive'), await report(reporter, reported.profileId, 'fake')];
      await queue(moderator, '?limit=50');

      assert.equal((await act(moderator, { id: dismissed, action: 'dismiss', reason: 'Nothing wrong' })).statusCode, 200);
      assert.equal((await auditRows('report.dismiss', dismissed)).length, 1);
      assert.equal((await ctx.db.selectFrom('audit_log').select('id').where('user_id', '=', reported.userId).where('action', 'like', 'member.%').execute()).length, 0);

      assert.equal((await act(moderator, { id: hidden, action: 'hide_photo', reason: 'Nudity' })).statusCode, 400);
      const other = await ctx.db.selectFrom('images').select('id').where('profile_id', '<>', reported.profileId).executeTakeFirstOrThrow();
      assert.equal((await act(moderator, { id: hidden, action: 'hide_photo', reason: 'Nudity', image: other.id })).statusCode, 404);
      assert.equal((await act(moderator, { id: hidden, action: 'hide_photo', reason: 'Nudity', image: image.id })).statusCode, 200);
      const photo = await ctx.db.selectFrom('images').select('status').where('id', '=', image.id).executeTakeFirstOrThrow();
      assert.equal(photo.status, 'disabled');
      assert.equal((await auditRows('report.hide_photo', hidden)).length, 1);
      const [hide] = await auditRows('photo.hide', image.id);
      assert.deepEqual([hide?.before, hide?.after, hide?.user_id], [{ status: 'active' }, { status: 'disabled' }, reported.userId]);
      assert.equal(body<{ profile: { main_image: unknown } }>(await get(`/api/profile.php?id=${reported.profileId}`)).profile.main_image, null);

      assert.equal((await act(moderator, { id: disabled, action: 'disable_profile', reason: 'Fake' })).statusCode, 200);
      assert.equal((await auditRows('report.disable_profile', disabled)).length, 1);
      const [disable] = await auditRows('profile.disable', reported.profileId);
      assert.deepEqual([disable?.before, disable?.after], [{ status: 'active' }, { status: 'disabled' }]);
      for (const id of [dismissed, hidden, disabled]) {
        const row = await ctx.db.selectFrom('reports').select(['status', 'resolution']).where('id', '=', id).executeTakeFirstOrThrow();
        assert.equal(row.status, 'closed');
      }
      // Disabled: out of search and profile pages for others; the member logs in and sees his own profile.
      assert.equal(await inSearch(reported), false);
      assert.equal((await get(`/api/profile.php?id=${reported.profileId}`)).statusCode, 404);
      const cookie = await login(ctx.app, reported.email, PASSWORD);
      assert.equal((await get(`/api/profile.php?id=${reported.profileId}`, cookie)).statusCode, 200);
      assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: reporter.cookie, payload: { profile: reported.profileId } })).statusCode, 404);
      const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', reporter.userId).executeTakeFirstOrThrow();
      assert.equal((await ctx.app.mailer.outbox(email)).filter((m) => m.subject.startsWith('We have looked at your report')).length, 3);
    });

    it('keeps reports of other sites from an operator limited to some sites (404 on acting)', async () => {
      const reporter = await signUpMember(ctx);
      const id = await report(reporter, (await target()).profileId);
      const otherSite = await ctx.db.selectFrom('sites').select('id').where('domain', '<>', 'localhost').executeTakeFirstOrThrow();
      const limited = await signInOperator(ctx, 'moderator', [otherSite.id]);
      assert.equal(body<{ reports: { id: number }[] }>(await queue(limited, '?limit=50')).reports.some((r) => r.id === id), false);
      assert.equal((await act(limited, { id, action: 'dismiss', reason: 'Not mine' })).statusCode, 404);
      assert.equal((await act(moderator, { id: 99_999_999, action: 'dismiss', reason: 'Nothing' })).statusCode, 404);
    });

    it('is read by the CLIs with their key, without claiming', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/operator/reports.php?limit=50', headers: { authorization: `Bearer ${ctx.config.cliKey}` } });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(body<{ reports: { claimed_until: string | null }[] }>(res).reports.every((r) => r.claimed_until === null));
      assert.equal((await get('/api/reports.php')).statusCode, 404);
    });
  });
});

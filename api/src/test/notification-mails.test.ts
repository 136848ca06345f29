import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { NOTIFICATION_QUEUE } from '../services/notification-queue.js';
import { createNotificationWorker, type NotificationWorker } from '../services/notification-worker.js';
import { siteOrigin } from '../services/site-origin.js';
import type { Mailer } from '../services/mailer.js';
import { NOTIFICATIONS_DISABLED_REASONS, type NotificationsState } from '../types.js';
import { body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { signInOperator } from './operator-helpers.js';

/** Issue 15: the notification mails' queue, preferences, disabled reasons and one-click unsubscribe. */
describe('notification mails', () => {
  let ctx: TestContext;
  let worker: NotificationWorker;

  const workerWith = (mailer: Mailer) =>
    createNotificationWorker({ db: ctx.db, mailer, resolveSite: (domain) => ctx.app.repos.sites.resolve(domain), origin: (site) => siteOrigin(ctx.config.publicUrl, site) });
  const emailOf = async (m: TestMember) => (await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;
  /** The member's notification mails, newest first (sign-up's activation mail has no unsubscribe header). */
  const mails = async (m: TestMember) => (await ctx.app.mailer.outbox(await emailOf(m))).filter((mail) => mail.headers['List-Unsubscribe']);
  const jobs = (m: TestMember) => ctx.db.selectFrom('notification_jobs').selectAll().where('user_id', '=', m.userId).orderBy('id').execute();
  const like = (from: TestMember, to: TestMember) => request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: from.cookie, payload: { profile: to.profileId } });
  const unlike = (from: TestMember, to: TestMember) => request(ctx.app, { method: 'DELETE', url: '/api/likes.php', cookie: from.cookie, payload: { profile: to.profileId } });
  const send = async (from: TestMember, to: TestMember) => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: from.cookie, payload: { profile: to.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Hello there' } });
    assert.equal(res.statusCode, 201, res.body);
    return body<{ message: { conversation_id: number } }>(res).message.conversation_id;
  };
  const read = (m: TestMember, conversation: number) => request(ctx.app, { method: 'PUT', url: '/api/chat.php?read=1', cookie: m.cookie, payload: { conversation } });
  const setMember = (m: TestMember, values: { language?: string; notification_settings?: string; notifications_disabled?: string; status?: 'active' | 'not_confirmed' }) =>
    ctx.db.updateTable('users').set(values).where('id', '=', m.userId).execute();
  const nameOf = async (m: TestMember) => (await ctx.db.selectFrom('profiles').select('name').where('id', '=', m.profileId).executeTakeFirstOrThrow()).name;
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

  before(async () => {
    ctx = await setupTestApp();
    worker = workerWith(ctx.app.mailer);
  });
  after(async () => {
    await ctx.close();
  });

  it('a like mails the liked member once, naming the liker, in their language, with one-click unsubscribe headers', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    await setMember(liked, { language: 'de' });
    assert.equal((await like(liker, liked)).statusCode, 200);
    assert.equal((await jobs(liked)).length, 1);
    assert.equal(await worker.runDue(), 1);
    const [mail, ...rest] = await mails(liked);
    assert.equal(rest.length, 0);
    const name = await nameOf(liker);
    assert.equal(mail?.subject, `${name} hat Sie geliked`);
    assert.ok(mail?.links.includes(`http://localhost:3000/de/members/${liker.profileId}`), mail?.text);
    assert.ok(mail?.links.includes('http://localhost:3000/de/notifications'));
    assert.match(mail?.headers['List-Unsubscribe'] ?? '', /^<http:\/\/localhost:3000\/api\/unsubscribe\.php\?token=[\w-]{32}>$/);
    assert.equal(mail?.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    // Liked again after an unlike, and the queue run again: still one mail.
    await unlike(liker, liked);
    await like(liker, liked);
    assert.equal(await worker.runDue(), 0);
    assert.equal((await mails(liked)).length, 1);
  });

  it('a message waits a few minutes, is one mail per unread batch, and none once read', async () => {
    const [anna, ben] = [await signUpMember(ctx), await signUpMember(ctx)];
    const conversation = await send(anna, ben);
    await send(anna, ben);
    const queued = await jobs(ben);
    assert.deepEqual(queued.map((j) => j.kind), ['new_conversations'], 'the second unread message joins the first one’s mail');
    assert.equal(await worker.runDue(), 0, 'not before messageDelayS');
    assert.equal(await worker.runDue(later(NOTIFICATION_QUEUE.messageDelayS + 1)), 1);
    const [first] = await mails(ben);
    assert.equal(first?.subject, `${await nameOf(anna)} sent you a message`);
    assert.ok(first?.links.includes(`http://localhost:3000/members/${anna.profileId}/chat`));

    // Read, then a new message: new_messages, but read before it is due → skipped.
    await read(ben, conversation);
    await send(anna, ben);
    assert.equal((await jobs(ben)).at(-1)?.kind, 'new_messages');
    await read(ben, conversation);
    assert.equal(await worker.runDue(later(NOTIFICATION_QUEUE.messageDelayS + 1)), 1);
    assert.equal((await jobs(ben)).at(-1)?.status, 'skipped');
    assert.equal((await jobs(ben)).at(-1)?.last_error, 'read meanwhile');
    // Unread this time: sent.
    await send(anna, ben);
    await worker.runDue(later(NOTIFICATION_QUEUE.messageDelayS + 1));
    assert.equal((await mails(ben))[0]?.subject, `New message from ${await nameOf(anna)}`);
    assert.equal((await mails(ben)).length, 2);
  });

  it('reminds of messages unread for a day, at most once in three days', async () => {
    const [anna, ben] = [await signUpMember(ctx), await signUpMember(ctx)];
    const conversation = await send(anna, ben);
    await send(anna, ben);
    await ctx.db.updateTable('notification_jobs').set({ status: 'sent' }).where('user_id', '=', ben.userId).execute();
    assert.equal(await worker.scheduleReminders(), 0, 'unread for less than a day');
    await ctx.db.updateTable('conversations').set({ updated_at: new Date(Date.now() - 25 * 3600 * 1000) }).where('id', '=', conversation).execute();
    assert.equal(await worker.scheduleReminders(), 1);
    assert.equal(await worker.scheduleReminders(), 0, 'not again within three days');
    await worker.runDue();
    assert.equal((await mails(ben))[0]?.subject, 'You have 2 unread messages');
    assert.ok((await mails(ben))[0]?.links.includes('http://localhost:3000/chats'));
  });

  it('mails a type only while its preference is on and mail is not disabled, both when the event happens and when the mail goes out', async () => {
    const liked = await signUpMember(ctx);
    const likeBy = async () => like(await signUpMember(ctx), liked);
    const queued = async () => (await jobs(liked)).length;

    // Off when the like happens: no mail is even queued.
    await setMember(liked, { notification_settings: JSON.stringify({ like: false }) });
    await likeBy();
    assert.equal(await queued(), 0);
    for (const reason of NOTIFICATIONS_DISABLED_REASONS) {
      await setMember(liked, { notification_settings: '{}', notifications_disabled: JSON.stringify([reason]) });
      await likeBy();
      assert.equal(await queued(), 0, reason);
    }

    // Turned off between the like and the mail: skipped when it is due.
    await setMember(liked, { notifications_disabled: '[]' });
    const skippedAfter = async (change: Parameters<typeof setMember>[1], reason: string) => {
      await likeBy();
      await setMember(liked, change);
      await worker.runDue();
      const job = (await jobs(liked)).at(-1);
      assert.deepEqual([job?.status, job?.last_error], ['skipped', reason]);
      await setMember(liked, { notification_settings: '{}', notifications_disabled: '[]', status: 'active' });
    };
    await skippedAfter({ notification_settings: JSON.stringify({ like: false }) }, 'preference off');
    for (const reason of NOTIFICATIONS_DISABLED_REASONS) await skippedAfter({ notifications_disabled: JSON.stringify([reason]) }, `mail disabled: ${reason}`);
    await skippedAfter({ status: 'not_confirmed' }, 'e-mail address not confirmed');
    await likeBy();
    await worker.runDue();
    assert.equal((await jobs(liked)).at(-1)?.status, 'sent');
    assert.equal((await mails(liked)).length, 1);

    // The message types and the reminders follow their own preferences.
    const [anna, ben] = [await signUpMember(ctx), await signUpMember(ctx)];
    await setMember(ben, { notification_settings: JSON.stringify({ new_conversations: false, unread_message_reminders: false }) });
    const conversation = await send(anna, ben);
    await ctx.db.updateTable('conversations').set({ updated_at: new Date(Date.now() - 25 * 3600 * 1000) }).where('id', '=', conversation).execute();
    assert.equal(await worker.scheduleReminders(), 0);
    assert.deepEqual(await jobs(ben), []);
    await setMember(ben, { notification_settings: JSON.stringify({ new_messages: false }) });
    await read(ben, conversation);
    await send(anna, ben);
    assert.deepEqual(await jobs(ben), [], 'new_messages off');
    await setMember(ben, { notification_settings: JSON.stringify({ new_messages: false, unread_message_reminders: true }) });
    await ctx.db.updateTable('conversations').set({ updated_at: new Date(Date.now() - 25 * 3600 * 1000) }).where('id', '=', conversation).execute();
    assert.equal(await worker.scheduleReminders(), 1);
    await worker.runDue();
    assert.deepEqual((await mails(ben)).map((m) => m.subject), ['You have 1 unread message']);
  });

  it('retries a failed send with backoff and never sends a mail twice, also after a restart', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    let failures = 1;
    const flaky = workerWith({
      outbox: (to, limit) => ctx.app.mailer.outbox(to, limit),
      send: async (mail) => {
        if (failures-- > 0) throw new Error('smtp: 421 try again later');
        await ctx.app.mailer.send(mail);
      },
    });
    await like(liker, liked);
    const now = new Date();
    assert.equal(await flaky.runDue(now), 1);
    const [failed] = await jobs(liked);
    assert.equal(failed?.status, 'pending');
    assert.equal(failed?.attempts, 1);
    assert.equal(failed?.last_error, 'smtp: 421 try again later');
    assert.equal(failed?.run_at.getTime(), now.getTime() + (NOTIFICATION_QUEUE.retryDelaysS[0] ?? 0) * 1000);
    assert.equal(await flaky.runDue(now), 0, 'not before the retry delay');
    assert.equal(await flaky.runDue(new Date(now.getTime() + 61_000)), 1);
    assert.equal((await mails(liked)).length, 1);

    // A restarted process (a new worker) finds nothing to send again.
    const restarted = workerWith(ctx.app.mailer);
    assert.equal(await restarted.runDue(later(10 * 24 * 3600)), 0);
    assert.equal((await mails(liked)).length, 1);

    // A job left 'sending' by a process that stopped mid-send is given up, not sent again.
    const other = await signUpMember(ctx);
    await like(other, liked);
    await ctx.db.updateTable('notification_jobs').set({ status: 'sending', attempts: 1, locked_until: new Date(Date.now() - 1000) }).where('user_id', '=', liked.userId).where('status', '=', 'pending').execute();
    await restarted.runDue();
    assert.equal((await jobs(liked)).at(-1)?.status, 'failed');
    assert.equal((await mails(liked)).length, 1);

    // After the last retry the job fails for good.
    const broken = workerWith({ outbox: async () => [], send: async () => Promise.reject(new Error('smtp down')) });
    const third = await signUpMember(ctx);
    await like(third, liked);
    let at = Date.now();
    for (let i = 0; i <= NOTIFICATION_QUEUE.retryDelaysS.length; i++) {
      await broken.runDue(new Date(at));
      at += 3 * 3600 * 1000;
    }
    const last = (await jobs(liked)).at(-1);
    assert.equal(last?.status, 'failed');
    assert.equal(last?.attempts, NOTIFICATION_QUEUE.retryDelaysS.length + 1);
  });

  /** Sends every due job (the worker takes a batch per round). */
  const drain = async (now?: Date) => {
    while ((await worker.runDue(now)) > 0);
  };

  it('a weekly update counts the members who joined near the member this week; a photo reminder comes once; both follow their preference', async () => {
    await ctx.db.updateTable('profiles').set({ created_at: new Date(Date.now() - 60 * 24 * 3600 * 1000) }).execute();
    await ctx.db.updateTable('users').set({ notification_settings: JSON.stringify({ weekly_updates: false, reminders: false }) }).execute();
    const member = await signUpMember(ctx);
    const [other, optedOut] = [await signUpMember(ctx), await signUpMember(ctx)];
    await setMember(other, { notification_settings: JSON.stringify({ weekly_updates: false }) });
    await setMember(optedOut, { notification_settings: JSON.stringify({ weekly_updates: false, reminders: false }) });
    assert.equal(await worker.scheduleDigests(), 1, 'the weekly update of member (no photo reminder yet: signed up today)');
    await drain();
    assert.deepEqual((await mails(member)).map((m) => m.subject), ['2 new members near you this week']);
    assert.ok((await mails(member))[0]?.links.includes('http://localhost:3000/members'));
    assert.equal(await worker.scheduleDigests(), 0, 'once a week');

    // Two days after sign-up without a photo: one reminder, never a second.
    await ctx.db.updateTable('users').set({ signup_date: new Date(Date.now() - 3 * 24 * 3600 * 1000) }).where('id', 'in', [member.userId, other.userId, optedOut.userId]).execute();
    assert.equal(await worker.scheduleDigests(), 2, 'member and other, not the one who turned reminders off');
    await drain();
    assert.equal((await mails(member))[0]?.subject, 'Add a photo to your profile');
    assert.ok((await mails(member))[0]?.links.includes('http://localhost:3000/profile'));
    assert.equal(await worker.scheduleDigests(), 0);
    assert.deepEqual((await mails(optedOut)).map((m) => m.subject), []);
  });

  it('an operator campaign reaches the members who want it, each in their language or the site’s', async () => {
    const { cookie } = await signInOperator(ctx, 'marketing');
    const campaign = (payload: Record<string, unknown>, as: string | null = cookie) =>
      request(ctx.app, { method: 'POST', url: '/api/operator/campaigns.php', ...(as ? { cookie: as } : {}), payload: { site: 'localhost', ...payload } });
    const texts = { en: { subject: 'Spring offer', body: 'Get 20 % more credits this week.' }, de: { subject: 'Frühlingsangebot', body: 'Diese Woche 20 % mehr Credits.' } };
    assert.equal((await campaign({ kind: 'promotions', texts }, null)).statusCode, 401);
    assert.equal((await campaign({ kind: 'promotions', texts }, (await signInOperator(ctx, 'support')).cookie)).statusCode, 403);
    for (const payload of [{ kind: 'promotions', texts: {} }, { kind: 'sale', texts }, { kind: 'news', texts: { xx: texts.en } }]) {
      assert.equal((await campaign(payload)).statusCode, 400, JSON.stringify(payload));
    }
    const [german, french, optedOut] = [await signUpMember(ctx), await signUpMember(ctx), await signUpMember(ctx)];
    await setMember(german, { language: 'de' });
    await setMember(french, { language: 'fr' });
    await setMember(optedOut, { notification_settings: JSON.stringify({ promotions: false }) });
    const res = await campaign({ kind: 'promotions', texts });
    assert.equal(res.statusCode, 201, res.body);
    const { queued } = body<{ id: number; queued: number }>(res);
    assert.ok(queued >= 2);
    await drain();
    const [de] = await mails(german);
    assert.equal(de?.subject, 'Frühlingsangebot');
    assert.match(de?.text ?? '', /^Hallo Member\d+,\n\nDiese Woche 20 % mehr Credits\.\n\nViele Grüße\nAmora\n\n--\nSie erhalten diese E-Mail/);
    assert.equal(de?.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.equal((await mails(french))[0]?.subject, 'Spring offer', 'French falls back to the site’s English');
    assert.deepEqual(await mails(optedOut), []);
    assert.equal((await campaign({ kind: 'news', site: 'nowhere.test', texts })).statusCode, 404);
    const listed = body<{ campaigns: { id: number; subject: string; queued: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/operator/campaigns.php?site=localhost', cookie }));
    assert.deepEqual(listed.campaigns[0] && [listed.campaigns[0].subject, listed.campaigns[0].queued], ['Spring offer', queued]);
  });

  it('the unsubscribe link asks in the member’s language, one click disables mail with the reason, and mail can be turned on again', async () => {
    const [liker, liked] = [await signUpMember(ctx), await signUpMember(ctx)];
    await setMember(liked, { language: 'fr' });
    await like(liker, liked);
    await worker.runDue();
    const url = /^<(.+)>$/.exec((await mails(liked))[0]?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = new URL(url).pathname + new URL(url).search;

    const page = await request(ctx.app, { method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.match(page.body, /<html lang="fr">/);
    assert.match(page.body, /<button type="submit">Me désabonner<\/button>/);
    const state = async () => body<NotificationsState>(await request(ctx.app, { method: 'GET', url: '/api/notifications.php', cookie: liked.cookie }));
    assert.deepEqual((await state()).notifications_disabled, [], 'opening the link changes nothing');

    // RFC 8058: the mail client's POST, from another origin, twice.
    for (let i = 0; i < 2; i++) {
      const done = await request(ctx.app, { method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }, payload: 'List-Unsubscribe=One-Click' });
      assert.equal(done.statusCode, 200, done.body);
      assert.match(done.body, /Vous ne recevrez plus d&#39;e-mails du site Amora\./);
      assert.match(done.body, /href="\/fr\/notifications"/);
    }
    assert.deepEqual((await state()).notifications_disabled, ['unsubscribe']);
    const before = (await jobs(liked)).length;
    await like(await signUpMember(ctx), liked);
    assert.equal((await jobs(liked)).length, before, 'no mail is queued while unsubscribed');

    // The member turns mail on again from the settings.
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/notifications.php?enable=1', cookie: liked.cookie })).statusCode, 200);
    await like(await signUpMember(ctx), liked);
    await worker.runDue();
    assert.equal((await jobs(liked)).at(-1)?.status, 'sent');

    for (const method of ['GET', 'POST'] as const) {
      const bad = await request(ctx.app, { method, url: '/api/unsubscribe.php?token=not-a-token' });
      assert.equal(bad.statusCode, 404);
      assert.match(bad.body, /This unsubscribe link is not valid\./);
    }
  });
});

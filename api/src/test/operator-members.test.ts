// The operator console's member look-up (issue 31 "Member look-up"): search by e-mail, id,
// payment and name; the member screen; ending sessions, credit corrections, re-enabling e-mail and
// staff notes, each with its audit row; refunds moved from the old token to the console; the role
// matrix; operators limited to some sites; the member's own export listing the staff's actions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MemberDetail, MemberHit, Payment } from '@amora/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { DEV_CLI_KEY, cdnPrefix } from '../config.js';
import { body, login, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { signInOperator, type TestOperator } from './operator-helpers.js';

describe('operator member look-up (issue 31)', () => {
  let ctx: TestContext;
  let bundle: { id: number };
  let ops: Record<'moderator' | 'support' | 'finance' | 'marketing' | 'admin', TestOperator>;
  before(async () => {
    ctx = await setupTestApp();
    bundle = body<{ bundles: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php' })).bundles[0] as { id: number };
    ops = {
      moderator: await signInOperator(ctx, 'moderator'),
      support: await signInOperator(ctx, 'support'),
      finance: await signInOperator(ctx, 'finance'),
      marketing: await signInOperator(ctx, 'marketing'),
      admin: await signInOperator(ctx, 'admin'),
    };
  });
  after(async () => {
    await ctx.close();
  });

  type Auth = { cookie?: string; headers?: Record<string, string> };
  const as = (who: TestOperator | Auth): Auth => ('cookie' in who && typeof who.cookie === 'string' ? { cookie: who.cookie } : (who as Auth));
  const search = (q: string, who: TestOperator | Auth = ops.support) =>
    request(ctx.app, { method: 'GET', url: `/api/operator/members.php?q=${encodeURIComponent(q)}`, ...as(who) });
  const hits = async (q: string, who: TestOperator | Auth = ops.support) => {
    const res = await search(q, who);
    assert.equal(res.statusCode, 200, res.body);
    return body<{ members: MemberHit[] }>(res).members;
  };
  const detail = (id: number, who: TestOperator | Auth = ops.support) => request(ctx.app, { method: 'GET', url: `/api/operator/member.php?id=${id}`, ...as(who) });
  const act = (payload: Record<string, unknown>, who: TestOperator | Auth = ops.admin) => request(ctx.app, { method: 'POST', url: '/api/operator/member.php', payload, ...as(who) });
  const refund = (paymentId: number, who: TestOperator | Auth = ops.finance, reason = 'Customer asked') =>
    request(ctx.app, { method: 'POST', url: '/api/operator/refund.php', payload: { payment_id: paymentId, reason }, ...as(who) });
  const emailOf = async (m: TestMember) => (await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;
  const credits = async (m: TestMember) => (await ctx.db.selectFrom('users').select('credits').where('id', '=', m.userId).executeTakeFirstOrThrow()).credits;
  const auditOf = (userId: number) => ctx.app.repos.audit.list({ userId, limit: 50 });
  /** A completed payment of the member (sandbox provider). */
  const paid = async (m: TestMember): Promise<Payment> => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundle.id, paymentmethod: 'ideal', idempotency_key: `members-${Math.random()}` } });
    assert.equal(res.statusCode, 201, res.body);
    const { payment } = body<{ payment: Payment }>(res);
    assert.equal((await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: m.cookie, payload: { action: 'pay' } })).statusCode, 200);
    return payment;
  };

  it('finds a member by e-mail (exact in any case, or its beginning), user or profile id, payment id and name', async () => {
    const m = await signUpMember(ctx);
    await ctx.db.updateTable('profiles').set({ name: 'Quentessa' }).where('id', '=', m.profileId).execute();
    const email = await emailOf(m);
    const payment = await paid(m);
    const only = (list: MemberHit[]) => list.filter((h) => h.user_id === m.userId);
    for (const q of [email.toUpperCase(), email.slice(0, email.indexOf('@') + 3), email.slice(0, 8), `${m.userId}`, `#${m.profileId}`, `p${payment.id}`, `payment:${payment.id}`, 'quentes', 'QUENTESSA']) {
      assert.equal(only(await hits(q)).length, 1, `q=${q}`);
    }
    const [hit] = only(await hits(email));
    assert.deepEqual(hit, {
      user_id: m.userId,
      profile_id: m.profileId,
      name: 'Quentessa',
      email,
      site: 'localhost',
      status: 'active',
      banned_until: null,
      created_at: hit?.created_at,
      main_thumb_url: null,
    });
    assert.equal((await hits(email))[0]?.user_id, m.userId, 'the exact e-mail comes first');
    assert.deepEqual(await hits('nobody-like-this@nowhere.test'), []);
    assert.deepEqual(await hits('Quentessa_'), [], '_ is taken literally');
    assert.equal((await search('')).statusCode, 400);
  });

  it('answers the member screen: account, profile, photos, sessions, login failures, payments, e-mail status, notes, audit', async () => {
    const m = await signUpMember(ctx, { credits: 7 });
    const email = await emailOf(m);
    const payment = await paid(m);
    const image = await ctx.db
      .insertInto('images')
      .values({ profile_id: m.profileId, filename: 'photos/x/look-up.webp', thumb_filename: 'photos/x/look-up-thumb.webp', status: 'pending', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('profiles').set({ main_image_id: image.id }).where('id', '=', m.profileId).execute();
    await ctx.db.updateTable('users').set({ notifications_disabled: JSON.stringify(['bounce']) }).where('id', '=', m.userId).execute();
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/user.php', payload: { email, password: 'not-the-password' } })).statusCode, 401);

    const res = await detail(m.userId, ops.moderator);
    assert.equal(res.statusCode, 200, res.body);
    const d = body<MemberDetail>(res);
    assert.deepEqual(Object.keys(d).sort(), ['account', 'audit', 'login_failures', 'notes', 'payments', 'photos', 'profile', 'sessions']);
    assert.equal(d.account.email, email);
    assert.equal(d.account.site, 'localhost');
    assert.equal(d.account.credits, 7 + payment.credits);
    assert.equal(d.account.paid_user, true);
    assert.equal(d.account.status, 'active');
    assert.deepEqual(d.account.notifications_disabled, ['bounce']);
    assert.equal(d.profile.id, m.profileId);
    assert.ok(d.profile.age >= 18);
    const prefix = cdnPrefix(ctx.config);
    assert.deepEqual(d.photos.map((p) => [p.id, p.status, p.main, p.url, p.thumb_url]), [[image.id, 'pending', true, `${prefix}photos/x/look-up.webp`, `${prefix}photos/x/look-up-thumb.webp`]]);
    assert.equal(d.sessions.length, 1);
    assert.equal(d.sessions[0]?.current, false);
    assert.equal(d.login_failures.length, 1);
    assert.equal(d.login_failures[0]?.failures, 1);
    assert.deepEqual(d.payments.map((p) => [p.id, p.status, p.refundable]), [[payment.id, 'completed', true]]);
    assert.equal(d.payments[0]?.amount_cents, payment.amount_cents);
    assert.deepEqual(d.notes, []);
    assert.deepEqual(d.audit, []);
    // The search's thumbnail is the main photo's.
    assert.equal((await hits(email))[0]?.main_thumb_url, `${prefix}photos/x/look-up-thumb.webp`);
    assert.equal((await detail(2 ** 31 - 1)).statusCode, 404);
  });

  it('ends every session of the member, with one audit row', async () => {
    const m = await signUpMember(ctx);
    const second = await login(ctx.app, await emailOf(m), 'a-good-long-passphrase');
    const res = await act({ id: m.userId, action: 'end_sessions', reason: 'Account shared' }, ops.support);
    assert.equal(res.statusCode, 200, res.body);
    for (const cookie of [m.cookie, second]) assert.equal((await request(ctx.app, { method: 'GET', url: '/api/sessions.php', cookie })).statusCode, 403);
    // The open page hears an event whose reload answers 403 and so logs it out (as a ban's).
    assert.ok(await ctx.db.selectFrom('live_events').select('seq').where('user_id', '=', m.userId).where('type', '=', 'chats').executeTakeFirst());
    const rows = await auditOf(m.userId);
    assert.deepEqual(rows.map((r) => [r.action, r.actor, r.role, r.site, r.target_type, r.target_id, r.reason, r.before, r.after]), [
      ['member.end_sessions', ops.support.email, 'support', 'localhost', 'member', String(m.userId), 'Account shared', { sessions: 2 }, { sessions: 0 }],
    ]);
    assert.deepEqual(body<MemberDetail>(await detail(m.userId)).sessions, []);
  });

  it('corrects credits with a reason, never below 0; the open page hears the new credits; audited before/after', async () => {
    const m = await signUpMember(ctx, { credits: 10 });
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 5 }, ops.finance)).statusCode, 400, 'a reason is required');
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 0, reason: 'x' }, ops.finance)).statusCode, 400);
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 1.5, reason: 'x' }, ops.finance)).statusCode, 400);
    const below = await act({ id: m.userId, action: 'credits', amount: -11, reason: 'Too much' }, ops.finance);
    assert.equal(below.statusCode, 409);
    assert.deepEqual([body(below).error, body(below).credits], ['credits_below_zero', 10]);
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 25, reason: 'Gift did not arrive' }, ops.finance)).statusCode, 200);
    assert.equal((await act({ id: m.userId, action: 'credits', amount: -35, reason: 'Double booking' }, ops.finance)).statusCode, 200);
    assert.equal(await credits(m), 0);
    const live = await ctx.db.selectFrom('live_events').select(['type', 'data']).where('user_id', '=', m.userId).where('type', '=', 'credits').orderBy('seq').execute();
    assert.deepEqual(live.map((e) => e.data), [{ credits: 35 }, { credits: 0 }]);
    const rows = await auditOf(m.userId);
    assert.deepEqual(rows.map((r) => [r.action, r.reason, r.before, r.after]), [
      ['member.credits', 'Double booking', { credits: 35 }, { credits: 0 }],
      ['member.credits', 'Gift did not arrive', { credits: 10 }, { credits: 35 }],
    ]);
  });

  it('re-enables e-mail for one reason or all of them', async () => {
    const m = await signUpMember(ctx);
    await ctx.db.updateTable('users').set({ notifications_disabled: JSON.stringify(['bounce', 'unsubscribe', 'spam_complaint']) }).where('id', '=', m.userId).execute();
    assert.equal((await act({ id: m.userId, action: 'mail_enable', reason: 'nonsense' }, ops.support)).statusCode, 400);
    assert.equal((await act({ id: m.userId, action: 'mail_enable', reason: 'bounce' }, ops.support)).statusCode, 200);
    assert.deepEqual(body<MemberDetail>(await detail(m.userId)).account.notifications_disabled, ['spam_complaint', 'unsubscribe']);
    assert.equal((await act({ id: m.userId, action: 'mail_enable' }, ops.support)).statusCode, 200);
    assert.deepEqual(body<MemberDetail>(await detail(m.userId)).account.notifications_disabled, []);
    const rows = await auditOf(m.userId);
    assert.deepEqual(rows.map((r) => [r.action, r.before, r.after]), [
      ['member.mail_enable', { notifications_disabled: ['unsubscribe', 'spam_complaint'] }, { notifications_disabled: [] }],
      ['member.mail_enable', { notifications_disabled: ['bounce', 'unsubscribe', 'spam_complaint'] }, { notifications_disabled: ['unsubscribe', 'spam_complaint'] }],
    ]);
  });

  it('keeps staff notes, newest first, with the operator who wrote them', async () => {
    const m = await signUpMember(ctx);
    assert.equal((await act({ id: m.userId, action: 'note', text: '  ' }, ops.support)).statusCode, 400);
    assert.equal((await act({ id: m.userId, action: 'note', text: 'x'.repeat(2001) }, ops.support)).statusCode, 400);
    assert.equal((await act({ id: m.userId, action: 'note', text: 'Called about a refund' }, ops.support)).statusCode, 200);
    assert.equal((await act({ id: m.userId, action: 'note', text: 'Refund declined, explained why' }, ops.admin)).statusCode, 200);
    const { notes, audit } = body<MemberDetail>(await detail(m.userId));
    assert.deepEqual(notes.map((n) => [n.text, n.operator_email]), [['Refund declined, explained why', ops.admin.email], ['Called about a refund', ops.support.email]]);
    assert.deepEqual(audit.map((r) => [r.action, r.target_type, r.target_id, r.after]), [
      ['member.note', 'staff_note', String(notes[0]?.id), { text: 'Refund declined, explained why' }],
      ['member.note', 'staff_note', String(notes[1]?.id), { text: 'Called about a refund' }],
    ]);
  });

  it('refunds a payment exactly once, within refund_days only, audited; the old token branch of payments.php is gone', async () => {
    const m = await signUpMember(ctx, { credits: 3 });
    const payment = await paid(m);
    const old = await request(ctx.app, { method: 'POST', url: `/api/payments.php?refund=${payment.id}`, headers: { authorization: `Bearer ${DEV_CLI_KEY}` } });
    assert.notEqual(old.statusCode, 200);
    assert.equal(body<MemberDetail>(await detail(m.userId)).payments[0]?.status, 'completed');
    assert.equal((await refund(payment.id, ops.finance, '')).statusCode, 400, 'a reason is required');
    const res = await refund(payment.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<{ payment: Payment }>(res).payment.status, 'refunded');
    assert.equal(await credits(m), 3);
    const again = await refund(payment.id);
    assert.equal(again.statusCode, 409);
    assert.equal(body(again).error, 'not_refundable');
    const rows = await auditOf(m.userId);
    assert.deepEqual(rows.map((r) => [r.action, r.actor, r.target_type, r.target_id, r.reason, r.before, r.after]), [
      ['payment.refund', ops.finance.email, 'payment', String(payment.id), 'Customer asked', { status: 'completed', credits: 3 + payment.credits }, { status: 'refunded', credits: 3, refunded_credits: payment.credits }],
    ]);
    assert.deepEqual(body<MemberDetail>(await detail(m.userId)).payments.map((p) => [p.status, p.refundable]), [['refunded', false]]);

    const late = await paid(m);
    await ctx.db.updateTable('payments').set({ completed_at: sql<Date>`now() - interval '15 days'` }).where('id', '=', late.id).execute();
    assert.equal(body<MemberDetail>(await detail(m.userId)).payments[0]?.refundable, false);
    const refused = await refund(late.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(body(refused).error, 'not_refundable');
    assert.equal((await refund(2 ** 31 - 1)).statusCode, 404);
    assert.equal((await refund(late.id, { headers: { authorization: `Bearer ${DEV_CLI_KEY}` } })).statusCode, 409, 'the CLIs\' key refunds too');
  });

  it('allows each endpoint to the roles that hold its permission; members and the old shared token get 401', async () => {
    const m = await signUpMember(ctx, { credits: 100 });
    const calls: [string, string[], (who: Auth) => Promise<LightMyRequestResponse>][] = [
      ['search', ['moderator', 'support', 'finance', 'admin'], (who) => search('member', who)],
      ['detail', ['moderator', 'support', 'finance', 'admin'], (who) => detail(m.userId, who)],
      ['end_sessions', ['support', 'admin'], (who) => act({ id: m.userId, action: 'end_sessions' }, who)],
      ['credits', ['finance', 'admin'], (who) => act({ id: m.userId, action: 'credits', amount: 1, reason: 'Matrix' }, who)],
      ['mail_enable', ['support', 'admin'], (who) => act({ id: m.userId, action: 'mail_enable' }, who)],
      ['note', ['support', 'admin'], (who) => act({ id: m.userId, action: 'note', text: 'Matrix' }, who)],
      // An unknown payment: 404 for those allowed to refund.
      ['refund', ['finance', 'admin'], (who) => refund(2 ** 31 - 1, who)],
    ];
    const member = await login(ctx.app, 'ben@demo.amora.test');
    for (const [name, allowed, call] of calls) {
      for (const [role, op] of Object.entries(ops)) {
        const res = await call({ cookie: op.cookie });
        if (allowed.includes(role)) assert.ok([200, 404].includes(res.statusCode) && (name === 'refund') === (res.statusCode === 404), `${name} as ${role}: ${res.statusCode} ${res.body}`);
        else assert.deepEqual([res.statusCode, body(res).error], [403, 'forbidden_role'], `${name} as ${role}`);
      }
      for (const who of [{ cookie: member }, { headers: { authorization: 'Bearer dev-operator-token' } }, {}]) {
        const res = await call(who);
        assert.deepEqual([res.statusCode, body(res).error], [401, 'operator_authentication_required'], `${name} as ${JSON.stringify(who)}`);
      }
    }
  });

  it('shows an operator limited to other sites none of this site\'s members (404), and one limited to this site all', async () => {
    const m = await signUpMember(ctx);
    const payment = await paid(m);
    const email = await emailOf(m);
    const [de] = await ctx.app.repos.sites.idsOf(['de.localhost']);
    const [local] = await ctx.app.repos.sites.idsOf(['localhost']);
    const german = await signInOperator(ctx, 'admin', [de as number]);
    assert.deepEqual(await hits(email, german), []);
    assert.deepEqual(await hits(`#${m.userId}`, german), []);
    assert.equal((await detail(m.userId, german)).statusCode, 404);
    assert.equal((await act({ id: m.userId, action: 'note', text: 'Not mine' }, german)).statusCode, 404);
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 5, reason: 'Not mine' }, german)).statusCode, 404);
    assert.equal((await refund(payment.id, german)).statusCode, 404);
    assert.deepEqual(await auditOf(m.userId), []);
    const english = await signInOperator(ctx, 'admin', [local as number]);
    assert.equal((await hits(email, english)).length, 1);
    assert.equal((await detail(m.userId, english)).statusCode, 200);
  });

  it('lists the staff\'s actions in the member\'s own data export, by "staff", without who or from where', async () => {
    const m = await signUpMember(ctx, { credits: 10 });
    assert.equal((await act({ id: m.userId, action: 'credits', amount: 5, reason: 'Goodwill after an outage' }, ops.finance)).statusCode, 200);
    assert.equal((await act({ id: m.userId, action: 'mail_enable' }, ops.support)).statusCode, 200);
    const res = await request(ctx.app, { method: 'GET', url: '/api/export.php', cookie: m.cookie });
    assert.equal(res.statusCode, 200, res.body);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = strFromU8(files['staff-actions.json'] as Uint8Array);
    const actions = JSON.parse(text) as { action: string; by: string; reason: string | null; created_at: string }[];
    assert.deepEqual(actions.map((a) => [a.action, a.by, a.reason]), [['member.credits', 'staff', 'Goodwill after an outage'], ['member.mail_enable', 'staff', null]]);
    assert.ok(actions.every((a) => !Number.isNaN(Date.parse(a.created_at))));
    assert.ok(!text.includes(ops.finance.email) && !text.includes('staff.amora.test') && !text.includes('127.0.0.1'));
    assert.match(strFromU8(files['README.txt'] as Uint8Array), /staff-actions\.json/);
  });

  it('bans, unbans, disables and enables from the member screen: moderators only, each audited, the session ended by a ban', async () => {
    const m = await signUpMember(ctx);
    assert.equal((await act({ id: m.userId, action: 'ban', reason: 'Underage' }, ops.support)).statusCode, 403);
    assert.equal((await act({ id: m.userId, action: 'ban', reason: 'Underage', until: '2000-01-01T00:00:00Z' }, ops.moderator)).statusCode, 400);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    assert.equal((await act({ id: m.userId, action: 'ban', reason: 'Underage', until }, ops.moderator)).statusCode, 200);
    assert.equal(body<MemberDetail>(await detail(m.userId)).account.status, 'banned');
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: m.cookie })).statusCode, 403, 'the session ended');
    assert.equal((await act({ id: m.userId, action: 'unban', reason: 'Proved age' }, ops.moderator)).statusCode, 200);
    assert.equal(body<MemberDetail>(await detail(m.userId)).account.status, 'active');
    assert.equal((await act({ id: m.userId, action: 'disable', reason: 'Fake photos' }, ops.moderator)).statusCode, 200);
    assert.equal(body<MemberDetail>(await detail(m.userId)).profile.status, 'disabled');
    assert.equal((await act({ id: m.userId, action: 'enable', reason: 'Photos fixed' }, ops.moderator)).statusCode, 200);
    const actions = (await auditOf(m.userId)).map((r) => r.action);
    for (const action of ['member.ban', 'member.unban', 'profile.disable', 'profile.enable']) assert.ok(actions.includes(action), action);
  });
});

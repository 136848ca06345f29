import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditRow, MemberDetail } from '@amora/contracts';
import { DEV_CLI_KEY } from '../config.js';
import { signMailgun } from '../services/mailgun-webhook.js';
import type { NotificationsState } from '../types.js';
import { appWith, body, request, sessionCookie, signUpMember, type TestContext, type TestMember, setupTestApp } from './helpers.js';
import { MAILGUN_TEST_KEY, complaint, delivered, permanentFailure, signedDelivery, temporaryFailure } from './mailgun-payloads.js';
import { signInOperator, type TestOperator } from './operator-helpers.js';

const URL = '/api/mail-webhook.php?provider=mailgun';

/**
 * Issue 32 "Bounces and complaints": Mailgun's signed webhook turns a member's mail off with the
 * reason `bounce` or `spam_complaint` (spec §4), with no operator credential; forged, stale and
 * replayed deliveries are refused and change nothing. Payloads as Mailgun documents them
 * (./mailgun-payloads.ts), through the real route on PGlite.
 */
describe('the mail provider webhook (Mailgun)', () => {
  let ctx: TestContext;
  let support: TestOperator;

  before(async () => {
    ctx = await setupTestApp({ mailgunWebhookSigningKey: MAILGUN_TEST_KEY });
    support = await signInOperator(ctx, 'support');
  });
  after(async () => {
    await ctx.close();
  });

  /** Posts a body as Mailgun does (JSON), from Mailgun's address. */
  const post = (payload: unknown, url = URL) =>
    request(ctx.app, { method: 'POST', url, headers: { 'content-type': 'application/json', 'user-agent': 'mailgun/treq-16.12.0' }, payload: JSON.stringify(payload) });
  const emailOf = async (m: TestMember) => (await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;
  /** What the member sees (`GET /api/notifications.php`). */
  const mailState = async (m: TestMember) => body<NotificationsState>(await request(ctx.app, { method: 'GET', url: '/api/notifications.php', cookie: m.cookie })).notifications_disabled;
  /** What the operator console's member page shows: e-mail status and history. */
  const consoleView = async (m: TestMember) => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/operator/member.php?id=${m.userId}`, cookie: support.cookie });
    assert.equal(res.statusCode, 200, res.body);
    const d = body<MemberDetail>(res);
    return { disabled: d.account.notifications_disabled, audit: d.audit };
  };
  /** Every account's mail status and the audit log's length: what a refused delivery must leave as it was. */
  const everything = async () => ({
    users: await ctx.db.selectFrom('users').select(['id', 'notifications_disabled']).orderBy('id').execute(),
    audit: (await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  });
  const providerRows = (audit: AuditRow[]) => audit.filter((r) => r.actor === 'mailgun');

  it('a permanent failure turns the recipient\'s mail off with "bounce": the member, the console\'s e-mail status and history show it', async () => {
    const m = await signUpMember(ctx);
    const email = await emailOf(m);
    assert.deepEqual(await mailState(m), []);
    const event = permanentFailure(email.toUpperCase());
    const res = await post(signedDelivery(event));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { ok: true });
    assert.deepEqual(await mailState(m), ['bounce']);
    const user = body<{ notifications_disabled: string[] }>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: m.cookie }));
    assert.deepEqual(user.notifications_disabled, ['bounce']);

    const view = await consoleView(m);
    assert.deepEqual(view.disabled, ['bounce']);
    const [row, ...more] = providerRows(view.audit);
    assert.deepEqual(more, []);
    assert.deepEqual(
      [row?.action, row?.actor, row?.role, row?.operator_id, row?.site, row?.target_type, row?.target_id, row?.user_id, row?.before, row?.after],
      ['member.mail_disable', 'mailgun', 'mail_provider', null, 'localhost', 'member', String(m.userId), m.userId, { notifications_disabled: [] }, { notifications_disabled: ['bounce'] }],
    );
    assert.match(row?.reason ?? '', /^Mailgun failed permanent \(bounce\): 550 5\.1\.1 The email account that you tried to reach does not exist/);
    assert.ok(row?.reason?.endsWith(`[event ${event.id}]`), row?.reason ?? '');

    // The same bounce again (Mailgun's next event about the address, a new token): nothing more to do, no second row.
    assert.equal((await post(signedDelivery(permanentFailure(email)))).statusCode, 200);
    assert.equal(providerRows((await consoleView(m)).audit).length, 1);

    // Support switches mail on again from the console; a later bounce turns it off again.
    const enable = await request(ctx.app, { method: 'POST', url: '/api/operator/member.php', cookie: support.cookie, payload: { id: m.userId, action: 'mail_enable', reason: 'bounce' } });
    assert.equal(enable.statusCode, 200, enable.body);
    assert.deepEqual(await mailState(m), []);
    assert.equal((await post(signedDelivery(permanentFailure(email)))).statusCode, 200);
    assert.deepEqual(await mailState(m), ['bounce']);
    assert.deepEqual((await consoleView(m)).audit.map((r) => [r.action, r.actor]).slice(0, 3), [
      ['member.mail_disable', 'mailgun'],
      ['member.mail_enable', support.email],
      ['member.mail_disable', 'mailgun'],
    ]);
  });

  it('a spam complaint turns mail off with "spam_complaint"; so does a drop because of an earlier complaint', async () => {
    const m = await signUpMember(ctx);
    const email = await emailOf(m);
    assert.equal((await post(signedDelivery(complaint(email)))).statusCode, 200);
    assert.deepEqual(await mailState(m), ['spam_complaint']);
    const [row] = providerRows((await consoleView(m)).audit);
    assert.deepEqual([row?.action, row?.after], ['member.mail_disable', { notifications_disabled: ['spam_complaint'] }]);
    assert.match(row?.reason ?? '', /^Mailgun complained \[event /);
    // Then a bounce adds its reason beside the complaint.
    assert.equal((await post(signedDelivery(permanentFailure(email)))).statusCode, 200);
    assert.deepEqual(await mailState(m), ['spam_complaint', 'bounce']);

    // Mailgun drops mail to an address on its complaints list as a permanent failure `suppress-complaint`.
    const other = await signUpMember(ctx);
    assert.equal((await post(signedDelivery(permanentFailure(await emailOf(other), 'suppress-complaint')))).statusCode, 200);
    assert.deepEqual(await mailState(other), ['spam_complaint']);
  });

  it('a temporary failure, a delivery and an unknown recipient answer 200 and change nothing', async () => {
    const m = await signUpMember(ctx);
    const email = await emailOf(m);
    const start = await everything();
    for (const event of [temporaryFailure(email), delivered(email), permanentFailure('nobody-here@example.com'), complaint('nobody-here@example.com')]) {
      const res = await post(signedDelivery(event));
      assert.equal(res.statusCode, 200, `${event.event} ${res.body}`);
      assert.deepEqual(body(res), { ok: true });
    }
    assert.deepEqual(await everything(), start);
    assert.deepEqual(await mailState(m), []);
  });

  it('turns mail off for every account with the address, on each site, each with its audit row', async () => {
    const m = await signUpMember(ctx);
    const email = await emailOf(m);
    const de = await request(ctx.app, {
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'de.localhost' },
      payload: { email, name: 'Zweitkonto', password: 'a-good-long-passphrase', date_of_birth: '1990-05-17' },
    });
    assert.equal(de.statusCode, 201, de.body);
    const deMember: TestMember = { cookie: sessionCookie(de) ?? '', userId: body<{ id: number }>(de).id, profileId: 0 };
    assert.equal((await post(signedDelivery(permanentFailure(email)))).statusCode, 200);
    const rows = await ctx.db.selectFrom('audit_log as a').innerJoin('sites as s', 's.id', 'a.site_id').select(['a.user_id', 's.domain']).where('a.actor', '=', 'mailgun').where('a.user_id', 'in', [m.userId, deMember.userId]).orderBy('a.user_id').execute();
    assert.deepEqual(rows, [
      { user_id: m.userId, domain: 'localhost' },
      { user_id: deMember.userId, domain: 'de.localhost' },
    ]);
    for (const id of [m.userId, deMember.userId]) {
      const user = await ctx.db.selectFrom('users').select('notifications_disabled').where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual(user.notifications_disabled, ['bounce']);
    }
  });

  it('refuses a forged, stale or replayed delivery with 406 and changes nothing (no operator token helps)', async () => {
    const m = await signUpMember(ctx);
    const email = await emailOf(m);
    const event = permanentFailure(email);
    const seconds = Math.floor(Date.now() / 1000);
    const genuine = signedDelivery(event);
    const forged = [
      ['another key', signedDelivery(event, { key: `key-${'0'.repeat(32)}` })],
      ['the API key instead of the signing key', signedDelivery(event, { key: DEV_CLI_KEY })],
      ['a signature of another token', { ...genuine, signature: { ...genuine.signature, token: 'f'.repeat(50) } }],
      ['a signature of another timestamp', { ...genuine, signature: { ...genuine.signature, timestamp: String(seconds - 1) } }],
      ['upper-case hex', { ...genuine, signature: { ...genuine.signature, signature: genuine.signature.signature.toUpperCase() } }],
      ['a truncated signature', { ...genuine, signature: { ...genuine.signature, signature: genuine.signature.signature.slice(0, 63) } }],
      ['no signature', { 'event-data': event }],
      ['an empty signature', { signature: {}, 'event-data': event }],
      ['a timestamp 301 s old', signedDelivery(event, { timestamp: String(seconds - 301) })],
      ['an hour-old delivery', signedDelivery(event, { timestamp: String(seconds - 3600) })],
      // Signed as it is sent: `seconds` was floored before the earlier requests, so `seconds + 301` could be under 300 s ahead by then.
      ['a timestamp 301 s ahead', () => signedDelivery(event, { timestamp: String(Math.ceil(Date.now() / 1000) + 301) })],
      ['not an object', 'permanent_fail'],
    ] as const;
    const start = await everything();
    for (const [what, delivery] of forged) {
      const payload = typeof delivery === 'function' ? delivery() : delivery;
      const res = await request(ctx.app, {
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${DEV_CLI_KEY}` },
        cookie: support.cookie,
        payload: JSON.stringify(payload),
      });
      assert.equal(res.statusCode, 406, `${what}: ${res.body}`);
      assert.equal(body(res).error, 'webhook_signature_invalid', what);
    }
    assert.deepEqual(await everything(), start);

    // A delivery that passed, sent again: the same token is refused, even carrying another event or recipient.
    const first = signedDelivery(temporaryFailure(email));
    assert.equal((await post(first)).statusCode, 200);
    for (const replay of [first, { ...first, 'event-data': permanentFailure(email) }, { ...first, 'event-data': complaint(email) }]) {
      const res = await post(replay);
      assert.equal(res.statusCode, 406, res.body);
      assert.equal(body(res).error, 'webhook_replayed');
    }
    assert.deepEqual(await everything(), start);
    assert.deepEqual(await mailState(m), []);

    // Within the tolerance and signed: taken.
    const late = signedDelivery(event, { timestamp: String(seconds - 240) });
    assert.equal((await post(late)).statusCode, 200);
    assert.deepEqual(await mailState(m), ['bounce']);
  });

  it('takes the parent account\'s signature of a subaccount\'s delivery', async () => {
    const m = await signUpMember(ctx);
    const delivery = signedDelivery(complaint(await emailOf(m)), { key: `key-${'a1'.repeat(16)}` });
    const withParent = { ...delivery, signature: { ...delivery.signature, 'parent-signature': signMailgun(MAILGUN_TEST_KEY, delivery.signature.timestamp, delivery.signature.token) } };
    assert.equal((await post(withParent)).statusCode, 200);
    assert.deepEqual(await mailState(m), ['spam_complaint']);
  });

  it('answers 400 for another provider or a body that is no JSON, and 404 while no signing key is set', async () => {
    const payload = signedDelivery(complaint('nobody-here@example.com'));
    for (const url of ['/api/mail-webhook.php', '/api/mail-webhook.php?provider=postmark']) {
      const res = await post(payload, url);
      assert.equal(res.statusCode, 400, `${url} ${res.body}`);
      assert.equal(body(res).error, 'invalid_request');
    }
    const broken = await request(ctx.app, { method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{"signature": {' });
    assert.equal(broken.statusCode, 400);
    const unset = await appWith(ctx, { mailgunWebhookSigningKey: null });
    try {
      const res = await unset.inject({ method: 'POST', url: URL, headers: { host: 'localhost', 'content-type': 'application/json' }, payload: JSON.stringify(signedDelivery(complaint('nobody-here@example.com'))) });
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(body(res).error, 'not_found');
    } finally {
      await unset.close();
    }
  });
});

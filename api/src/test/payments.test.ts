// Payments (issue 11): creation idempotent by key, the signed webhook (signature, 5-minute
// tolerance, replays), exactly-once completion under concurrent duplicates, discount rules, the
// time bonus by the server's clock, refunds — on PGlite and, in CI's second run, PostgreSQL.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import { sql } from 'kysely';
import { DEV_CLI_KEY } from '../config.js';
import { signWebhook } from '../services/payments/provider.js';
import { body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

const SECRET = 'dev-webhook-secret';

describe('payments', () => {
  let ctx: TestContext;
  let bundle: { id: number; credits: number; price_cents: number; currency: string };
  before(async () => {
    ctx = await setupTestApp();
    const res = await request(ctx.app, { method: 'GET', url: '/api/credits.php' });
    bundle = body<{ bundles: (typeof bundle)[] }>(res).bundles[1] as typeof bundle;
  });
  after(async () => {
    await ctx.close();
  });

  const key = () => crypto.randomUUID();
  const create = (m: TestMember, extra: Record<string, unknown> = {}) =>
    request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundle.id, paymentmethod: 'ideal', idempotency_key: key(), ...extra } });
  const created = async (m: TestMember, extra: Record<string, unknown> = {}) => {
    const res = await create(m, extra);
    assert.equal(res.statusCode, 201, res.body);
    return body<{ payment: Payment }>(res).payment;
  };
  const providerRef = async (id: number) => (await ctx.db.selectFrom('payments').select('provider_ref').where('id', '=', id).executeTakeFirstOrThrow()).provider_ref as string;
  const webhook = (payload: object, options: { secret?: string; timestamp?: number; header?: string } = {}) => {
    const raw = JSON.stringify(payload);
    return request(ctx.app, {
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { 'content-type': 'application/json', 'amora-signature': options.header ?? signWebhook(options.secret ?? SECRET, raw, options.timestamp) },
      payload: raw,
    });
  };
  const account = async (m: TestMember) => ctx.db.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', m.userId).executeTakeFirstOrThrow();
  const paymentOf = async (m: TestMember, id: number) => body<{ payment: Payment }>(await request(ctx.app, { method: 'GET', url: `/api/payments.php?id=${id}`, cookie: m.cookie })).payment;

  it('creates a pending payment at the database price with a checkout page, once per idempotency key', async () => {
    const m = await signUpMember(ctx, { credits: 0 });
    const k = key();
    const first = await create(m, { idempotency_key: k });
    assert.equal(first.statusCode, 201, first.body);
    const payment = body<{ payment: Payment }>(first).payment;
    assert.equal(payment.status, 'pending');
    assert.equal(payment.amount_cents, bundle.price_cents);
    assert.equal(payment.credits, bundle.credits);
    assert.equal(payment.checkout_url, `/sandbox-pay/${payment.id}`);
    const again = await create(m, { idempotency_key: k });
    assert.equal(again.statusCode, 200);
    assert.equal(body<{ payment: Payment }>(again).payment.id, payment.id);
    // 20 concurrent retries of one new order make one payment.
    const k2 = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(m, { idempotency_key: k2 })));
    assert.ok(answers.every((a) => a.statusCode === 200 || a.statusCode === 201), answers.map((a) => a.statusCode).join());
    assert.equal(new Set(answers.map((a) => body<{ payment: Payment }>(a).payment.id)).size, 1);
    assert.equal(answers.filter((a) => a.statusCode === 201).length, 1);
    // The same key for another order is refused.
    const other = await create(m, { idempotency_key: k, paymentmethod: 'card' });
    assert.equal(other.statusCode, 422);
    assert.equal(body(other).error, 'idempotency_key_reused');
  });

  it('refuses an unknown bundle and a method the member\'s country is not offered', async () => {
    const m = await signUpMember(ctx);
    const country = (await ctx.db.selectFrom('profiles').select('country').where('id', '=', m.profileId).executeTakeFirstOrThrow()).country;
    assert.equal((await create(m, { bundle: 999_999 })).statusCode, 404);
    const swish = await create(m, { paymentmethod: country === 'SE' ? 'ideal' : 'swish' });
    assert.equal(swish.statusCode, 400);
    assert.equal(body(swish).error, 'method_not_available');
    assert.ok(Array.isArray(body(swish).paymentmethods));
  });

  it('sells a member the bundles of their country\'s currency only (CHF in Switzerland)', async () => {
    const m = await signUpMember(ctx, { credits: 0 });
    await ctx.db.updateTable('profiles').set({ country: 'CH', region: null }).where('id', '=', m.profileId).execute();
    const chf = body<{ bundles: { id: number; currency: string; price_cents: number; credits: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', cookie: m.cookie })).bundles;
    assert.deepEqual(chf.map((b) => [b.credits, b.price_cents, b.currency]), [[20, 990, 'CHF'], [55, 2490, 'CHF'], [125, 4990, 'CHF'], [300, 9990, 'CHF']]);
    const eurBundle = await create(m, { paymentmethod: 'twint' });
    assert.equal(eurBundle.statusCode, 404, 'the EUR bundle is not for sale in Switzerland');
    const res = await create(m, { bundle: chf[1]?.id, paymentmethod: 'twint' });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual([body<{ payment: Payment }>(res).payment.amount_cents, body<{ payment: Payment }>(res).payment.currency], [2490, 'CHF']);
    // A visitor sees the currency of their GeoIP country.
    const visitor = body<{ bundles: { currency: string }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', headers: { 'x-geo-country': 'PL' } })).bundles;
    assert.equal(visitor[0]?.currency, 'PLN');
  });

  it('accepts only correctly signed webhooks within 5 minutes, and refuses a replayed event', async () => {
    const m = await signUpMember(ctx, { credits: 0 });
    const payment = await created(m);
    const event = { id: `evt_${key()}`, type: 'payment.completed', payment: await providerRef(payment.id) };
    const wrong = await webhook(event, { secret: 'not-the-secret' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(body(wrong).error, 'webhook_signature_invalid');
    assert.equal((await webhook(event, { header: '' })).statusCode, 400);
    assert.equal((await webhook(event, { header: 't=1,v1=zz' })).statusCode, 400);
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    assert.equal(stale.statusCode, 400);
    const future = await webhook(event, { timestamp: Math.ceil(Date.now() / 1000) + 301 });
    assert.equal(future.statusCode, 400);
    assert.equal((await paymentOf(m, payment.id)).status, 'pending', 'nothing applied by refused webhooks');

    const ok = await webhook(event);
    assert.equal(ok.statusCode, 200, ok.body);
    const replay = await webhook(event);
    assert.equal(replay.statusCode, 409);
    assert.equal(body(replay).error, 'webhook_replayed');
    const after = await account(m);
    assert.equal(after.credits, bundle.credits);
    assert.equal(after.paid_user, true);
    const done = await paymentOf(m, payment.id);
    assert.equal(done.status, 'completed');
    assert.ok(done.completed_at);
    assert.equal(done.checkout_url, null);
  });

  it('completes exactly once under 20 concurrent duplicate webhooks (same and different event ids)', async () => {
    const m = await signUpMember(ctx, { credits: 3 });
    const payment = await created(m);
    const ref = await providerRef(payment.id);
    const sameId = `evt_${key()}`;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook({ id: sameId, type: 'payment.completed', payment: ref })),
      ...Array.from({ length: 10 }, () => webhook({ id: `evt_${key()}`, type: 'payment.completed', payment: ref })),
    ]);
    assert.ok(answers.every((a) => a.statusCode === 200 || a.statusCode === 409), answers.map((a) => a.statusCode).join());
    assert.equal(answers.filter((a) => a.statusCode === 409).length, 9, 'the same event id is applied once');
    assert.equal((await account(m)).credits, 3 + bundle.credits, 'credits added once');
    // A late failure report of a completed payment changes nothing.
    assert.equal((await webhook({ id: `evt_${key()}`, type: 'payment.failed', payment: ref })).statusCode, 200);
    assert.equal((await paymentOf(m, payment.id)).status, 'completed');
  });

  it('a failed or cancelled payment adds nothing and keeps the member free', async () => {
    const m = await signUpMember(ctx, { credits: 0 });
    const failed = await created(m);
    const cancelled = await created(m);
    await webhook({ id: `evt_${key()}`, type: 'payment.failed', payment: await providerRef(failed.id) });
    await webhook({ id: `evt_${key()}`, type: 'payment.cancelled', payment: await providerRef(cancelled.id) });
    assert.deepEqual(await account(m), { credits: 0, paid_user: false });
    assert.equal((await paymentOf(m, failed.id)).failure_reason, 'failed');
    assert.equal((await paymentOf(m, cancelled.id)).failure_reason, 'cancelled');
    const list = body<{ payments: Payment[] }>(await request(ctx.app, { method: 'GET', url: '/api/payments.php', cookie: m.cookie })).payments;
    assert.deepEqual(list.map((p) => p.id), [cancelled.id, failed.id]);
  });

  it('the sandbox page pays, fails or cancels through the signed webhook', async () => {
    const m = await signUpMember(ctx, { credits: 0 });
    const paid = await created(m);
    const res = await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${paid.id}`, cookie: m.cookie, payload: { action: 'pay' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<{ payment: Payment }>(res).payment.status, 'completed');
    const twice = await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${paid.id}`, cookie: m.cookie, payload: { action: 'pay' } });
    assert.equal(twice.statusCode, 409);
    assert.equal((await account(m)).credits, bundle.credits);
    const cancelled = await created(m);
    const cancel = await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${cancelled.id}`, cookie: m.cookie, payload: { action: 'cancel' } });
    assert.equal(body<{ payment: Payment }>(cancel).payment.status, 'failed');
  });

  it("member B can neither see nor pay member A's payment", async () => {
    const a = await signUpMember(ctx, { credits: 0 });
    const b = await signUpMember(ctx, { credits: 0 });
    const payment = await created(a);
    assert.equal((await request(ctx.app, { method: 'GET', url: `/api/payments.php?id=${payment.id}`, cookie: b.cookie })).statusCode, 404);
    assert.equal((await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: b.cookie, payload: { action: 'pay' } })).statusCode, 404);
    assert.ok(!body<{ payments: Payment[] }>(await request(ctx.app, { method: 'GET', url: '/api/payments.php', cookie: b.cookie })).payments.some((p) => p.id === payment.id));
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/payments.php' })).statusCode, 403);
    assert.equal((await paymentOf(a, payment.id)).status, 'pending');
  });

  describe('discounts', () => {
    const welcomeCode = async (m: TestMember) => body<{ discountcode: { code: string } }>(await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?welcome=true', cookie: m.cookie })).discountcode.code;

    it('applies the welcome code at 25 % and marks it used on completion: once per member', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const code = await welcomeCode(m);
      const payment = await created(m, { discount_code: code.toLowerCase() });
      assert.equal(payment.discount_code, code);
      assert.equal(payment.amount_cents, Math.round(bundle.price_cents * 0.75));
      assert.equal(payment.original_cents, bundle.price_cents);
      await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: m.cookie, payload: { action: 'pay' } });
      const again = await create(m, { discount_code: code });
      assert.equal(again.statusCode, 409);
      assert.equal(body(again).error, 'discount_used');
    });

    it('takes the STAY code offered at account deletion at checkout', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const stay = await request(ctx.app, { method: 'POST', url: '/api/discountcode.php?stay=1', cookie: m.cookie });
      assert.ok([200, 201].includes(stay.statusCode), stay.body);
      const { code, value_percentage } = body<{ discountcode: { code: string; value_percentage: number } }>(stay).discountcode;
      const payment = await created(m, { discount_code: code });
      assert.equal(payment.discount_code, code);
      assert.equal(payment.amount_cents, Math.round((bundle.price_cents * (100 - value_percentage)) / 100));
    });

    it('refuses unknown codes, other members\' codes, a too small order and a method the code does not allow', async () => {
      const m = await signUpMember(ctx);
      const other = await signUpMember(ctx);
      assert.equal(body(await create(m, { discount_code: 'NOPE-123' })).error, 'discount_not_found');
      assert.equal(body(await create(m, { discount_code: await welcomeCode(other) })).error, 'discount_not_found');
      const site = await ctx.db.selectFrom('sites').select('id').where('domain', '=', 'localhost').executeTakeFirstOrThrow();
      const base = { site_id: site.id, country: null, user_id: null, expires_at: new Date(Date.now() + 86_400_000), value_percentage: 10, currency: bundle.currency, validity: 'once-per-user' };
      await ctx.db.insertInto('discount_codes').values({ ...base, code: `BIG${Date.now()}`, minimum_order_value: bundle.price_cents + 1, paymentmethods: JSON.stringify([]) }).execute();
      await ctx.db.insertInto('discount_codes').values({ ...base, code: `CARD${Date.now()}`, minimum_order_value: 0, paymentmethods: JSON.stringify(['card']) }).execute();
      const codes = await ctx.db.selectFrom('discount_codes').select('code').where('user_id', 'is', null).orderBy('id', 'desc').limit(2).execute();
      const [cardOnly, big] = codes.map((c) => c.code) as [string, string];
      const small = await create(m, { discount_code: big });
      assert.equal(small.statusCode, 409);
      assert.equal(body(small).error, 'discount_minimum_order');
      assert.equal(body(small).minimum_order_value, bundle.price_cents + 1);
      const method = await create(m, { discount_code: cardOnly });
      assert.equal(body(method).error, 'discount_method');
      assert.equal((await create(m, { discount_code: cardOnly, paymentmethod: 'card' })).statusCode, 201);
    });

    it('the time bonus TIMEBONUS25 holds for 14,400 s from sign-up by the server clock, never for paid users', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const bonus = await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?timebonus=1', cookie: m.cookie });
      assert.equal(bonus.statusCode, 200, bonus.body);
      const code = body<{ discountcode: { code: string; value_percentage: number; expires: string } }>(bonus).discountcode;
      assert.equal(code.code, 'TIMEBONUS25');
      assert.equal(code.value_percentage, 25);
      const signup = (await ctx.db.selectFrom('users').select('signup_date').where('id', '=', m.userId).executeTakeFirstOrThrow()).signup_date;
      assert.equal(Date.parse(code.expires) - signup.getTime(), 14_400_000);
      const payment = await created(m, { discount_code: 'timebonus25' });
      assert.equal(payment.amount_cents, Math.round(bundle.price_cents * 0.75));

      // 4 hours and a second later by the server's clock, whatever the browser says.
      const late = await signUpMember(ctx, { credits: 0 });
      await ctx.db.updateTable('users').set({ signup_date: sql<Date>`now() - interval '14401 seconds'` }).where('id', '=', late.userId).execute();
      const none = await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?timebonus=1', cookie: late.cookie });
      assert.equal(none.statusCode, 200, 'no time bonus is an answer, not a 404 in the console (issue 29)');
      assert.equal(body<{ discountcode: unknown }>(none).discountcode, null);
      const expired = await create(late, { discount_code: 'TIMEBONUS25' });
      assert.equal(expired.statusCode, 409);
      assert.equal(body(expired).error, 'discount_expired');

      const paid = await signUpMember(ctx, { credits: 0, paid: true });
      assert.equal(body<{ discountcode: unknown }>(await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?timebonus=1', cookie: paid.cookie })).discountcode, null);
    });
  });

  describe('once-per-member codes (issue 29)', () => {
    const welcomeCode = async (m: TestMember) => body<{ discountcode: { code: string } }>(await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?welcome=true', cookie: m.cookie })).discountcode.code;
    const sandbox = (m: TestMember, id: number, action: 'pay' | 'fail' | 'cancel') =>
      request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${id}`, cookie: m.cookie, payload: { action } });
    const discountedCount = async (m: TestMember, code: string) =>
      (await ctx.db.selectFrom('payments').select('id').where('user_id', '=', m.userId).where('discount_code', '=', code).execute()).length;

    it('the code is reserved by an open payment: a second order is refused, a cancelled one gives it back, a completed one uses it', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const code = await welcomeCode(m);
      const k = key();
      const first = await created(m, { discount_code: code, idempotency_key: k });
      assert.equal(first.amount_cents, Math.round(bundle.price_cents * 0.75));
      const second = await create(m, { discount_code: code, paymentmethod: 'card' });
      assert.equal(second.statusCode, 409, second.body);
      assert.equal(body(second).error, 'discount_reserved');
      assert.equal(body(second).payment_id, first.id);
      // A retry of the first order (its key) still answers that payment.
      const retried = await create(m, { discount_code: code, idempotency_key: k });
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(body<{ payment: Payment }>(retried).payment.id, first.id);

      await sandbox(m, first.id, 'cancel');
      const retry = await created(m, { discount_code: code });
      assert.equal(retry.amount_cents, Math.round(bundle.price_cents * 0.75), 'a cancelled payment gives the code back');
      assert.equal((await sandbox(m, retry.id, 'pay')).statusCode, 200);
      const after = await create(m, { discount_code: code });
      assert.equal(body(after).error, 'discount_used');
    });

    it('two orders at once with one code: only one gets the discount (welcome code and TIMEBONUS25)', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      for (const code of [await welcomeCode(m), 'TIMEBONUS25']) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => create(m, { discount_code: code })));
        assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409, 409, 409], answers.map((a) => a.body).join('\n'));
        assert.ok(answers.filter((a) => a.statusCode === 409).every((a) => body(a).error === 'discount_reserved'));
        assert.equal(await discountedCount(m, code), 1);
      }
    });

    it('two pending payments holding one code (taken before the reservation) never both complete with it', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const code = await welcomeCode(m);
      const price = Math.round(bundle.price_cents * 0.75);
      const first = await created(m, { discount_code: code });
      const second = await created(m);
      await ctx.db.updateTable('payments').set({ discount_code: code, amount_cents: price }).where('id', '=', second.id).execute();
      const provider = ctx.app.paymentProvider;
      const refundOf = provider.refund;
      const refunds: [string, number][] = [];
      provider.refund = async (ref, amount) => {
        refunds.push([ref, amount]);
      };
      try {
        const answers = await Promise.all([sandbox(m, first.id, 'pay'), sandbox(m, second.id, 'pay')]);
        assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join('\n'));
      } finally {
        provider.refund = refundOf;
      }
      const decided = [await paymentOf(m, first.id), await paymentOf(m, second.id)];
      assert.deepEqual(decided.map((p) => p.status).sort(), ['completed', 'failed']);
      const refused = decided.find((p) => p.status === 'failed') as Payment;
      assert.equal(refused.failure_reason, 'discount_used');
      assert.deepEqual(refunds, [[await providerRef(refused.id), price]], 'the refused payment is refunded');
      assert.equal((await account(m)).credits, bundle.credits, 'credits of one bundle only');
    });
  });

  describe('typed TIMEBONUS25 (issue 29)', () => {
    const typed = (m: TestMember, code = 'TIMEBONUS25') => request(ctx.app, { method: 'GET', url: `/api/discountcode.php?code=${code}`, cookie: m.cookie });

    it('is accepted while the time bonus runs, expired after its 14,400 s, unknown for paid users, used after a payment', async () => {
      const m = await signUpMember(ctx, { credits: 0 });
      const shown = body<{ discountcode: unknown }>(await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?timebonus=1', cookie: m.cookie })).discountcode;
      const res = await typed(m, 'timebonus25');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body<{ discountcode: unknown }>(res).discountcode, shown, 'the same code as the bundle page shows');

      const late = await signUpMember(ctx, { credits: 0 });
      await ctx.db.updateTable('users').set({ signup_date: sql<Date>`now() - interval '14401 seconds'` }).where('id', '=', late.userId).execute();
      const ended = body<{ discountcode: { expired: boolean; status: string } }>(await typed(late)).discountcode;
      assert.deepEqual([ended.expired, ended.status], [true, 'expired']);

      const paid = await signUpMember(ctx, { credits: 0, paid: true });
      assert.equal(body(await typed(paid)).error, 'discount_not_found');

      const payment = await created(m, { discount_code: 'TIMEBONUS25' });
      await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: m.cookie, payload: { action: 'pay' } });
      const used = await typed(m);
      assert.equal(used.statusCode, 409);
      assert.equal(body(used).error, 'discount_used');
    });
  });

  describe('refunds (operator)', () => {
    const refund = (id: number, token: string | null = DEV_CLI_KEY) =>
      request(ctx.app, { method: 'POST', url: '/api/operator/refund.php', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: { payment_id: id, reason: 'Customer asked' } });

    it('takes the credits back in the same transaction, within refund_days only', async () => {
      const m = await signUpMember(ctx, { credits: 5 });
      const payment = await created(m);
      assert.equal(body(await refund(payment.id)).error, 'not_refundable', 'a pending payment is not refundable');
      await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: m.cookie, payload: { action: 'pay' } });
      assert.equal((await account(m)).credits, 5 + bundle.credits);
      assert.equal((await refund(payment.id, null)).statusCode, 401);
      assert.equal((await refund(payment.id, 'wrong')).statusCode, 401);
      const res = await refund(payment.id);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body<{ payment: Payment }>(res).payment.status, 'refunded');
      assert.equal((await account(m)).credits, 5);
      assert.equal((await refund(payment.id)).statusCode, 409, 'not twice');

      const old = await created(m);
      await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${old.id}`, cookie: m.cookie, payload: { action: 'pay' } });
      await ctx.db.updateTable('payments').set({ completed_at: sql<Date>`now() - interval '400 days'` }).where('id', '=', old.id).execute();
      const late = await refund(old.id);
      assert.equal(late.statusCode, 409);
      assert.equal(body(late).error, 'not_refundable');
    });
  });
});

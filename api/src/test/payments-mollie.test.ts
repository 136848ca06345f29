// Payments through Mollie (issue 32): a site switched to Mollie in its settings, the real
// @mollie/api-client against a local server answering as Mollie's API v2 does (mollie-fake.ts):
// the order's request (amount string, currency, method, metadata, idempotency key, API key), the
// webhook by id (paid once whatever the count or order, unknown ids, statuses not final yet,
// expired, cancelled), the operator's refund, a method Mollie lacks, the sandbox as the default,
// and production refusing a site whose provider has no credentials — on PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DEV_CLI_KEY } from '../config.js';
import { appWith, body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { type MollieFake, startMollieFake, trustLocalCertificates } from './mollie-fake.js';

describe('payments through Mollie', () => {
  let ctx: TestContext;
  let fake: MollieFake;
  let app: FastifyInstance;
  let untrust: () => void;
  let bundle: { id: number; credits: number; price_cents: number; currency: string };
  before(async () => {
    untrust = trustLocalCertificates();
    fake = await startMollieFake();
    ctx = await setupTestApp();
    app = await appWith(ctx, { paymentCredentials: { mollieApiKey: fake.apiKey, mollieApiBase: fake.apiBase, stripeSecretKey: null, stripeWebhookSecret: null, stripeApiBase: null } });
    const res = await request(app, { method: 'GET', url: '/api/credits.php' });
    bundle = body<{ bundles: (typeof bundle)[] }>(res).bundles[1] as typeof bundle;
  });
  after(async () => {
    await app?.close();
    await ctx?.close();
    await fake?.close();
    untrust?.();
  });

  const cli = { authorization: `Bearer ${DEV_CLI_KEY}` };
  const settingsOf = async (site: string) => body<{ settings: Record<string, unknown> }>(await request(app, { method: 'GET', url: `/api/operator/settings.php?site=${site}`, headers: cli })).settings;
  /** Switches a site's payment providers through the operator console's settings API. */
  const choose = async (site: string, providers: unknown) => {
    const res = await request(app, { method: 'PUT', url: '/api/operator/settings.php', headers: cli, payload: { site, settings: { ...(await settingsOf(site)), payment_providers: providers } } });
    assert.equal(res.statusCode, 200, res.body);
    app.repos.sites.clearCache();
  };
  const member = async (country: string, language = 'nl') => {
    const m = await signUpMember(ctx, { credits: 0 });
    await ctx.db.updateTable('profiles').set({ country, region: null }).where('id', '=', m.profileId).execute();
    await ctx.db.updateTable('users').set({ language }).where('id', '=', m.userId).execute();
    return m;
  };
  const order = (m: TestMember, method: string, key = crypto.randomUUID()) =>
    request(app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundle.id, paymentmethod: method, idempotency_key: key } });
  const ordered = async (m: TestMember, method = 'ideal') => {
    const res = await order(m, method);
    assert.equal(res.statusCode, 201, res.body);
    return body<{ payment: Payment }>(res).payment;
  };
  const stored = (id: number) => ctx.db.selectFrom('payments').select(['provider', 'provider_ref', 'status', 'failure_reason']).where('id', '=', id).executeTakeFirstOrThrow();
  const webhook = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    request(app, { method: 'POST', url: '/api/payment-webhook.php?provider=mollie', headers: { 'content-type': contentType }, payload });
  const credits = async (m: TestMember) => (await ctx.db.selectFrom('users').select('credits').where('id', '=', m.userId).executeTakeFirstOrThrow()).credits;
  const paymentOf = async (m: TestMember, id: number) => body<{ payment: Payment }>(await request(app, { method: 'GET', url: `/api/payments.php?id=${id}`, cookie: m.cookie })).payment;

  it('the sandbox is the default of a fresh site, and the setting stays out of the public settings', async () => {
    assert.deepEqual((await settingsOf('localhost')).payment_providers, { default: 'sandbox' });
    const m = await member('NL');
    const payment = await ordered(m);
    assert.equal(payment.checkout_url, `/sandbox-pay/${payment.id}`);
    assert.equal((await stored(payment.id)).provider, 'sandbox');
    assert.equal(fake.requests.length, 0, 'Mollie is not asked');
    const publicSettings = body(await request(app, { method: 'GET', url: '/api/settings.php' }));
    assert.equal('payment_providers' in publicSettings, false);
  });

  it("an order on a site switched to Mollie opens Mollie's checkout with the server's amount, the method, metadata and an idempotency key", async () => {
    await choose('localhost', { default: 'mollie', methods: { paypal: 'sandbox' } });
    const m = await member('NL');
    const key = crypto.randomUUID();
    const res = await order(m, 'ideal', key);
    assert.equal(res.statusCode, 201, res.body);
    const payment = body<{ payment: Payment }>(res).payment;
    const row = await stored(payment.id);
    assert.equal(row.provider, 'mollie');
    assert.match(row.provider_ref ?? '', /^tr_/);
    assert.equal(payment.checkout_url, `${fake.apiBase.replace('/v2/', '')}/checkout/select-method/${row.provider_ref?.slice(3)}`);

    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments');
    assert.equal(created.length, 1);
    const sent = created[0];
    assert.ok(sent);
    const price = `${Math.trunc(bundle.price_cents / 100)}.${String(bundle.price_cents % 100).padStart(2, '0')}`;
    assert.deepEqual(sent.body?.amount, { currency: bundle.currency, value: price });
    assert.equal(sent.body?.method, 'ideal');
    assert.deepEqual(sent.body?.metadata, { payment_id: payment.id });
    assert.equal(sent.body?.locale, 'nl_NL');
    const site = await settingsOf('localhost');
    assert.equal(sent.body?.description, `${site.mail_name || site.name}: ${bundle.credits} credits`);
    assert.equal(sent.body?.redirectUrl, `http://localhost:3000/transactions/${payment.id}`);
    assert.equal(sent.body?.webhookUrl, 'http://localhost:3000/api/payment-webhook.php?provider=mollie');
    assert.equal(sent.headers.authorization, `Bearer ${fake.apiKey}`);
    assert.match(String(sent.headers['idempotency-key']), new RegExp(`^amora-checkout-${payment.id}-`));

    // The member's retry of the same order is the same payment: Mollie is not asked again.
    const again = await order(m, 'ideal', key);
    assert.equal(again.statusCode, 200);
    assert.equal(body<{ payment: Payment }>(again).payment.id, payment.id);
    assert.equal(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').length, 1);

    // Per method: PayPal stays on the sandbox.
    const paypal = await ordered(m, 'paypal');
    assert.equal(paypal.checkout_url, `/sandbox-pay/${paypal.id}`);
  });

  it('the webhook by id credits a paid payment exactly once, however often and in whatever order it comes', async () => {
    const m = await member('NL');
    const payment = await ordered(m);
    const ref = (await stored(payment.id)).provider_ref as string;

    // Not decided yet: nothing to apply.
    const open = await webhook(`id=${ref}`);
    assert.equal(open.statusCode, 200, open.body);
    assert.equal((await paymentOf(m, payment.id)).status, 'pending');

    fake.setStatus(ref, 'paid');
    const paid = await webhook(`id=${ref}`);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.deepEqual(body(paid), { ok: true });
    assert.equal(await credits(m), bundle.credits);
    assert.equal((await paymentOf(m, payment.id)).status, 'completed');
    const asked = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${ref}`);
    assert.equal(asked.length, 2, 'each webhook reads the payment back from Mollie');
    assert.equal(asked[0]?.headers.authorization, `Bearer ${fake.apiKey}`);

    // Duplicates, one after another and 10 at once: 200 each (Mollie stops retrying), credits once.
    assert.equal((await webhook(`id=${ref}`)).statusCode, 200);
    const burst = await Promise.all(Array.from({ length: 10 }, () => webhook(`id=${ref}`)));
    assert.deepEqual([...new Set(burst.map((r) => r.statusCode))], [200]);
    assert.equal(await credits(m), bundle.credits);

    // Out of order: a failure reported after the payment was paid changes nothing.
    fake.setStatus(ref, 'failed');
    assert.equal((await webhook(`id=${ref}`)).statusCode, 200);
    assert.equal((await paymentOf(m, payment.id)).status, 'completed');
    assert.equal(await credits(m), bundle.credits);
    fake.setStatus(ref, 'paid');
  });

  it('an expired payment fails as expired, a cancelled one as cancelled; unknown ids and bad bodies never apply and never answer 5xx', async () => {
    const m = await member('NL');
    const expired = await ordered(m);
    const cancelled = await ordered(m);
    const expiredRef = (await stored(expired.id)).provider_ref as string;
    const cancelledRef = (await stored(cancelled.id)).provider_ref as string;
    fake.setStatus(expiredRef, 'expired');
    fake.setStatus(cancelledRef, 'canceled');
    assert.equal((await webhook(`id=${expiredRef}`)).statusCode, 200);
    assert.equal((await webhook(`id=${cancelledRef}`)).statusCode, 200);
    assert.deepEqual([(await paymentOf(m, expired.id)).status, (await paymentOf(m, expired.id)).failure_reason], ['failed', 'expired']);
    assert.deepEqual([(await paymentOf(m, cancelled.id)).status, (await paymentOf(m, cancelled.id)).failure_reason], ['failed', 'cancelled']);

    // A bank transfer paid after our own 24 hours expired the payment still buys the credits, once.
    const late = await ordered(m, 'sct');
    const lateRef = (await stored(late.id)).provider_ref as string;
    await ctx.db.updateTable('payments').set({ created_at: sql<Date>`now() - interval '25 hours'` }).where('id', '=', late.id).execute();
    assert.deepEqual([(await paymentOf(m, late.id)).status, (await paymentOf(m, late.id)).failure_reason], ['failed', 'expired']);
    fake.setStatus(lateRef, 'paid');
    assert.equal((await webhook(`id=${lateRef}`)).statusCode, 200);
    assert.equal((await webhook(`id=${lateRef}`)).statusCode, 200);
    assert.deepEqual([(await paymentOf(m, late.id)).status, (await paymentOf(m, late.id)).failure_reason], ['completed', null]);
    assert.equal(await credits(m), bundle.credits);
    assert.equal(fake.requests.find((r) => r.method === 'POST' && r.body?.metadata && (r.body.metadata as { payment_id: number }).payment_id === late.id)?.body?.method, 'banktransfer');

    const unknown = await webhook('id=tr_doesnotexist1');
    assert.equal(unknown.statusCode, 200, 'an id Mollie does not know is acknowledged and ignored');
    for (const bad of ['', 'id=', 'id=xyz', 'foo=tr_abc']) {
      const res = await webhook(bad);
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
      assert.equal(body(res).error, 'invalid_request');
    }
    // A sandbox payment's reference sent as a Mollie webhook touches nothing.
    const sandboxRef = (await ctx.db.selectFrom('payments').select('provider_ref').where('provider', '=', 'sandbox').where('status', '=', 'pending').executeTakeFirstOrThrow()).provider_ref;
    assert.equal((await webhook(`id=${sandboxRef}`)).statusCode, 400);
    assert.equal(await credits(m), bundle.credits);
  });

  it("the operator's refund reaches Mollie with the payment's amount and takes the credits back; Mollie's refusal changes nothing", async () => {
    const m = await member('NL');
    const refund = (id: number) => request(app, { method: 'POST', url: '/api/operator/refund.php', headers: cli, payload: { payment_id: id, reason: 'Customer asked' } });

    const refused = await ordered(m);
    const refusedRef = (await stored(refused.id)).provider_ref as string;
    fake.setStatus(refusedRef, 'paid');
    await webhook(`id=${refusedRef}`);
    fake.refuseNextRefund();
    const no = await refund(refused.id);
    assert.equal(no.statusCode, 409, no.body);
    assert.equal(body(no).error, 'refund_refused');
    assert.equal((await paymentOf(m, refused.id)).status, 'completed');
    assert.equal(await credits(m), bundle.credits);

    const res = await refund(refused.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<{ payment: Payment }>(res).payment.status, 'refunded');
    assert.equal(await credits(m), 0);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/${refusedRef}/refunds`);
    assert.equal(sent.length, 2);
    const price = `${Math.trunc(bundle.price_cents / 100)}.${String(bundle.price_cents % 100).padStart(2, '0')}`;
    assert.deepEqual(sent[1]?.body?.amount, { currency: bundle.currency, value: price });
    assert.match(String(sent[1]?.headers['idempotency-key']), new RegExp(`^amora-refund-${refused.id}-`));
    assert.equal(sent[1]?.headers.authorization, `Bearer ${fake.apiKey}`);
  });

  it('a method Mollie lacks is refused before the order is stored, naming the methods that work', async () => {
    const m = await member('DE', 'de');
    const before = await ctx.db.selectFrom('payments').select('id').where('user_id', '=', m.userId).execute();
    const res = await order(m, 'sofort');
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(body(res).error, 'method_not_available');
    const methods = body<{ paymentmethods: string[] }>(res).paymentmethods;
    assert.ok(methods.includes('card') && methods.includes('paypal'), methods.join());
    assert.ok(!methods.includes('sofort') && !methods.includes('giropay'), methods.join());
    assert.equal((await ctx.db.selectFrom('payments').select('id').where('user_id', '=', m.userId).execute()).length, before.length);
    // A card through Mollie: creditcard, the German description.
    const card = await ordered(m, 'card');
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').at(-1);
    assert.equal(sent?.body?.method, 'creditcard');
    assert.equal(sent?.body?.locale, 'de_DE');
    assert.match(String(sent?.body?.description), new RegExp(`: ${bundle.credits} Credits$`));
    assert.equal((await stored(card.id)).provider, 'mollie');

    // A method the Mollie profile has not activated: refused by Mollie, the order fails at once (no code held).
    fake.inactiveMethods.add('paysafecard');
    const nl = await member('NL');
    const inactive = await order(nl, 'paysafecard');
    assert.equal(inactive.statusCode, 400, inactive.body);
    assert.equal(body(inactive).error, 'method_not_available');
    const failed = await ctx.db.selectFrom('payments').select(['status', 'provider_ref']).where('user_id', '=', nl.userId).executeTakeFirstOrThrow();
    assert.deepEqual(failed, { status: 'failed', provider_ref: null });
  });

  it('production refuses to start while a site chooses a provider without credentials, or the sandbox without AMORA_SANDBOX_PAYMENTS=1', async () => {
    await choose('de.localhost', { default: 'sandbox' });
    const none = { mollieApiKey: null, mollieApiBase: null, stripeSecretKey: null, stripeWebhookSecret: null, stripeApiBase: null };
    await assert.rejects(appWith(ctx, { nodeEnv: 'production', sandboxPayments: false, paymentCredentials: none }), (error: Error) => {
      assert.match(error.message, /refusing to start in production/);
      assert.match(error.message, /site localhost pays through mollie: MOLLIE_API_KEY must be set/);
      assert.match(error.message, /site de\.localhost pays through sandbox: .*AMORA_SANDBOX_PAYMENTS=1/);
      return true;
    });
    await assert.rejects(appWith(ctx, { nodeEnv: 'production', sandboxPayments: true, paymentCredentials: { ...none, mollieApiKey: 'test_short' } }), /MOLLIE_API_KEY must be .* at least 32 characters/);
    // The console refuses a provider without keys (issue 32): a site whose Stripe keys went away after it chose Stripe.
    await ctx.db
      .updateTable('sites')
      .set({ settings: sql`jsonb_set(settings, '{payment_providers}', '{"default":"stripe"}'::jsonb)` as unknown as string })
      .where('domain', '=', 'de.localhost')
      .execute();
    await choose('localhost', { default: 'mollie' });
    await assert.rejects(appWith(ctx, { nodeEnv: 'production', sandboxPayments: true, paymentCredentials: { ...none, mollieApiKey: fake.apiKey } }), /site de\.localhost pays through stripe: STRIPE_SECRET_KEY must be set.*\n.*STRIPE_WEBHOOK_SECRET must be set/);
    const started = await appWith(ctx, {
      nodeEnv: 'production',
      sandboxPayments: false,
      paymentCredentials: { ...none, mollieApiKey: fake.apiKey, stripeSecretKey: `sk_test_${'x'.repeat(32)}`, stripeWebhookSecret: `whsec_${'y'.repeat(32)}` },
    });
    await started.close();
    // Outside production an unconfigured provider is refused per order instead.
    const m = await member('NL');
    const unconfigured = await appWith(ctx, { paymentCredentials: none });
    try {
      const res = await request(unconfigured, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundle.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() } });
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(body(res).error, 'payment_provider_unavailable');
    } finally {
      await unconfigured.close();
    }
  });
});

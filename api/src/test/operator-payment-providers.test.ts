// Payment providers in the operator console (issue 32): the settings answer says which providers
// this installation has keys for and which methods each takes; saving a provider without keys, or
// a method given to a provider that lacks it, is refused with its own code and changes nothing; a
// configured choice is stored and audited as the other settings; the member screen names the
// provider of each payment next to its reference — on PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AuditRow, MemberDetail, Payment } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentCredentials } from '../config.js';
import { paymentProviderOptions } from '../services/payments/provider-options.js';
import { appWith, body, request, setupTestApp, signUpMember, type TestContext } from './helpers.js';
import { signInOperator, type TestOperator } from './operator-helpers.js';

const NO_KEYS: PaymentCredentials = { mollieApiKey: null, mollieApiBase: null, stripeSecretKey: null, stripeWebhookSecret: null, stripeApiBase: null };
const ALL_KEYS: PaymentCredentials = { ...NO_KEYS, mollieApiKey: `test_${'m'.repeat(30)}`, stripeSecretKey: `sk_test_${'s'.repeat(32)}`, stripeWebhookSecret: `whsec_${'w'.repeat(32)}` };

interface SettingsAnswer {
  site: string;
  settings: Record<string, unknown> & { payment_providers?: unknown };
  configured_providers: string[];
  provider_methods: Record<string, string[]>;
}

describe('payment providers in the operator console', () => {
  let ctx: TestContext;
  /** The same database, with Mollie's and Stripe's keys. */
  let keyed: FastifyInstance;
  let admin: TestOperator;

  before(async () => {
    ctx = await setupTestApp({ paymentCredentials: NO_KEYS });
    keyed = await appWith(ctx, { paymentCredentials: ALL_KEYS });
    admin = await signInOperator(ctx, 'admin');
  });
  after(async () => {
    await keyed?.close();
    await ctx?.close();
  });

  const getSettings = async (app: FastifyInstance, site = 'localhost') => {
    const res = await request(app, { method: 'GET', url: `/api/operator/settings.php?site=${site}`, cookie: admin.cookie });
    assert.equal(res.statusCode, 200, res.body);
    return body<SettingsAnswer>(res);
  };
  const putProviders = async (app: FastifyInstance, providers: unknown, site = 'localhost') => {
    const { settings } = await getSettings(app, site);
    return request(app, { method: 'PUT', url: '/api/operator/settings.php', cookie: admin.cookie, payload: { site, settings: { ...settings, payment_providers: providers } } });
  };
  const settingsAudits = async () => (await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'site.settings').execute()).length;

  it('tells the console which providers have keys here and which methods each takes (never sdd)', async () => {
    const bare = await getSettings(ctx.app);
    assert.deepEqual(bare.settings.payment_providers, { default: 'sandbox' });
    assert.deepEqual(bare.configured_providers, ['sandbox']);
    const { provider_methods: methods } = bare;
    assert.ok(methods.sandbox?.includes('sofort') && methods.sandbox.includes('ideal'));
    assert.ok(methods.mollie?.includes('ideal') && methods.mollie.includes('paysafecard') && !methods.mollie.includes('sofort'));
    assert.ok(methods.stripe?.includes('card') && !methods.stripe.includes('paysafecard') && !methods.stripe.includes('sct'));
    for (const list of Object.values(methods)) assert.ok(!list.includes('sdd'), 'sdd is our own mandate form');

    assert.deepEqual((await getSettings(keyed)).configured_providers, ['sandbox', 'mollie', 'stripe']);
    // A production installation without AMORA_SANDBOX_PAYMENTS=1 cannot choose the sandbox.
    // (Such an installation would not start while a site still pays through it: asked of the function that answers.)
    assert.deepEqual(paymentProviderOptions({ ...ctx.config, nodeEnv: 'production', sandboxPayments: false, paymentCredentials: ALL_KEYS }).configured_providers, ['mollie', 'stripe']);
  });

  it('refuses a provider without keys (400 payment_provider_not_configured, naming the variable): nothing stored, nothing audited', async () => {
    const audits = await settingsAudits();
    const perMethod = await putProviders(ctx.app, { default: 'sandbox', methods: { ideal: 'mollie' } });
    assert.equal(perMethod.statusCode, 400, perMethod.body);
    const answer = body<{ error: string; message: string; provider: string; method: string; issues: { path: string }[] }>(perMethod);
    assert.deepEqual([answer.error, answer.provider, answer.method], ['payment_provider_not_configured', 'mollie', 'ideal']);
    assert.match(answer.message, /MOLLIE_API_KEY/);
    assert.deepEqual(answer.issues.map((issue) => issue.path), ['body.settings.payment_providers.methods.ideal']);

    const asDefault = await putProviders(ctx.app, { default: 'stripe', methods: { card: 'mollie' } });
    assert.equal(asDefault.statusCode, 400, asDefault.body);
    assert.equal(body(asDefault).error, 'payment_provider_not_configured');
    assert.match(body<{ message: string }>(asDefault).message, /STRIPE_SECRET_KEY/);
    assert.deepEqual(body<{ issues: { path: string }[] }>(asDefault).issues.map((issue) => issue.path), ['body.settings.payment_providers.default', 'body.settings.payment_providers.methods.card']);

    assert.deepEqual((await getSettings(ctx.app)).settings.payment_providers, { default: 'sandbox' });
    assert.equal(await settingsAudits(), audits);
  });

  it('refuses a method given to a provider that does not take it (400 payment_provider_lacks_method)', async () => {
    const res = await putProviders(keyed, { default: 'mollie', methods: { paysafecard: 'stripe' } });
    assert.equal(res.statusCode, 400, res.body);
    const answer = body<{ error: string; provider: string; method: string; issues: { path: string }[] }>(res);
    assert.deepEqual([answer.error, answer.provider, answer.method], ['payment_provider_lacks_method', 'stripe', 'paysafecard']);
    assert.deepEqual(answer.issues.map((issue) => issue.path), ['body.settings.payment_providers.methods.paysafecard']);
    assert.deepEqual((await getSettings(keyed)).settings.payment_providers, { default: 'sandbox' });
  });

  it('saves a configured choice through the settings endpoint, audited as the other settings are', async () => {
    const chosen = { default: 'sandbox', methods: { card: 'stripe', ideal: 'mollie' } };
    const res = await putProviders(keyed, chosen);
    assert.equal(res.statusCode, 200, res.body);
    const saved = body<SettingsAnswer>(res);
    assert.deepEqual(saved.settings.payment_providers, chosen);
    assert.deepEqual(saved.configured_providers, ['sandbox', 'mollie', 'stripe']);
    const [row] = await ctx.db.selectFrom('audit_log').select(['operator_id', 'before', 'after']).where('action', '=', 'site.settings').orderBy('id', 'desc').limit(1).execute();
    assert.deepEqual(row, { operator_id: admin.id, before: { payment_providers: { default: 'sandbox' } }, after: { payment_providers: chosen } });
    const audit = body<{ entries: AuditRow[] }>(await request(ctx.app, { method: 'GET', url: '/api/operator/audit.php?action=site.settings&limit=1', cookie: admin.cookie })).entries;
    assert.equal(audit[0]?.actor, admin.email);

    // Back to the sandbox alone: allowed where only the sandbox has keys.
    const back = await putProviders(ctx.app, { default: 'sandbox' });
    assert.equal(back.statusCode, 200, back.body);
    assert.deepEqual(body<SettingsAnswer>(back).settings.payment_providers, { default: 'sandbox' });
  });

  it("names each payment's provider next to its reference on the member screen", async () => {
    const support = await signInOperator(ctx, 'support');
    const m = await signUpMember(ctx, { credits: 0 });
    const { bundles } = body<{ bundles: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php' }));
    const order = async () => {
      const res = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundles[0]?.id, paymentmethod: 'card', idempotency_key: crypto.randomUUID() } });
      assert.equal(res.statusCode, 201, res.body);
      return body<{ payment: Payment }>(res).payment;
    };
    const sandboxPaid = await order();
    const atStripe = await order();
    // As the Stripe adapter stores a Checkout Session it opened (payments-stripe.test.ts opens real ones).
    await ctx.db.updateTable('payments').set({ provider: 'stripe', provider_ref: 'cs_test_a1b2c3' }).where('id', '=', atStripe.id).execute();

    const res = await request(ctx.app, { method: 'GET', url: `/api/operator/member.php?id=${m.userId}`, cookie: support.cookie });
    assert.equal(res.statusCode, 200, res.body);
    const shown = body<MemberDetail>(res).payments.map((p) => [p.id, p.provider, p.provider_ref]);
    const sandboxRef = (await ctx.db.selectFrom('payments').select('provider_ref').where('id', '=', sandboxPaid.id).executeTakeFirstOrThrow()).provider_ref;
    assert.deepEqual(shown, [
      [atStripe.id, 'stripe', 'cs_test_a1b2c3'],
      [sandboxPaid.id, 'sandbox', sandboxRef],
    ]);
  });
});

// The Stripe adapter (issue 32): the real `stripe` SDK against a local server that answers as
// Stripe's documented API does (form-encoded requests, Bearer key, Idempotency-Key replays,
// JSON objects and errors): Checkout Session creation (amount in minor units, currency, method,
// metadata, idempotency), webhooks signed by Stripe's scheme (good, unsigned, forged, tampered,
// stale, unknown, no event) and their mapping, refunds.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { ApiError } from '../errors.js';
import { createStripeProvider, stripeLocale } from '../services/payments/stripe.js';

const SECRET_KEY = 'sk_test_amora_0123456789abcdefghijklmnopqrstuv';
const WEBHOOK_SECRET = 'whsec_amora_0123456789abcdefghijklmnopqrstuv';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  params: Record<string, string>;
}
interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  currency: string;
  amount_total: number;
  mode: string;
  locale: string | null;
  client_reference_id: string | null;
  allowed_payment_method_types: string[];
  metadata: Record<string, string>;
}

/**
 * Stripe's API as documented for the calls the adapter makes: POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/{id}, GET /v1/checkout/sessions?payment_intent=, POST /v1/refunds.
 * A POST's Idempotency-Key replays the first answer for the same parameters and is refused
 * (400 idempotency_error) for other ones; a wrong key answers 401.
 */
class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: { id: string; payment_intent: string; amount: number }[] = [];
  private readonly idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  private next = 1;
  /** Answers the next request with Stripe's 500 `api_error` (and `Stripe-Should-Retry: false`, as Stripe says when a retry cannot help). */
  failNext = false;
  private server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params });
      const failing = this.failNext;
      this.failNext = false;
      const { status, body } = failing ? this.error(500, 'api_error', 'internal', 'An unknown error occurred.') : this.answer(req, url.pathname, params);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.next++}`, ...(failing ? { 'stripe-should-retry': 'false' } : {}) });
      res.end(JSON.stringify(body));
    });
  });
  origin = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The member paid on Stripe's page (or, `paid: false`, a delayed method is still pending or failed). */
  pay(sessionId: string, { paid = true, complete = true } = {}): FakeSession {
    const session = this.sessions.get(sessionId);
    assert.ok(session, sessionId);
    session.payment_intent = `pi_test_${this.next++}`;
    session.status = complete ? 'complete' : 'open';
    session.payment_status = paid ? 'paid' : 'unpaid';
    return session;
  }

  private error(status: number, type: string, code: string, message: string) {
    return { status, body: { error: { type, code, message } } };
  }

  private answer(req: http.IncomingMessage, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) return this.error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && typeof key === 'string') {
      const seen = this.idempotent.get(key);
      const fingerprint = JSON.stringify([path, params]);
      if (seen) {
        return seen.params === fingerprint
          ? seen
          : this.error(400, 'idempotency_error', 'idempotency_key_in_use', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      const answer = this.route(req.method, path, params);
      this.idempotent.set(key, { params: fingerprint, ...answer });
      return answer;
    }
    return this.route(req.method ?? '', path, params);
  }

  private route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Number(params['line_items[0][price_data][unit_amount]']);
      const currency = params['line_items[0][price_data][currency]'] ?? '';
      if (!Number.isInteger(amount) || amount < 1) return this.error(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid integer: unit_amount');
      if (!/^[a-z]{3}$/.test(currency)) return this.error(400, 'invalid_request_error', 'parameter_invalid', 'Invalid currency');
      const id = `cs_test_${this.next++}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        currency,
        amount_total: amount * Number(params['line_items[0][quantity]'] ?? 1),
        mode: params.mode ?? '',
        locale: params.locale ?? null,
        client_reference_id: params.client_reference_id ?? null,
        allowed_payment_method_types: Object.entries(params)
          .filter(([name]) => name.startsWith('allowed_payment_method_types['))
          .map(([, value]) => value),
        metadata: params['metadata[payment_id]'] ? { payment_id: params['metadata[payment_id]'] } : {},
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...this.sessions.values()].filter((s) => !params.payment_intent || s.payment_intent === params.payment_intent);
      return { status: 200, body: { object: 'list', url: '/v1/checkout/sessions', has_more: false, data: data.slice(0, Number(params.limit ?? 10)) } };
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const session = this.sessions.get(one[1] as string);
      return session ? { status: 200, body: session } : this.error(404, 'invalid_request_error', 'resource_missing', `No such checkout.session: '${one[1]}'`);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const session = [...this.sessions.values()].find((s) => s.payment_intent === params.payment_intent && s.payment_status === 'paid');
      if (!session) return this.error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${params.payment_intent}'`);
      const refunded = this.refunds.filter((r) => r.payment_intent === session.payment_intent).reduce((sum, r) => sum + r.amount, 0);
      const amount = params.amount ? Number(params.amount) : session.amount_total - refunded;
      if (refunded >= session.amount_total) return this.error(400, 'invalid_request_error', 'charge_already_refunded', 'Charge has already been refunded.');
      if (amount > session.amount_total - refunded) return this.error(400, 'invalid_request_error', 'amount_too_large', 'Refund amount is greater than unrefunded amount on charge.');
      const refund = { id: `re_test_${this.next++}`, object: 'refund', amount, currency: session.currency, payment_intent: session.payment_intent as string, status: 'succeeded' };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    return this.error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }
}

/** A Stripe event as its webhook delivers it (https://docs.stripe.com/api/events/object). */
const stripeEvent = (type: string, object: object, id = `evt_test_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
const signed = (rawBody: string, options: { secret?: string; timestamp?: number } = {}) => ({
  headers: {
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }),
  },
  rawBody,
});
const refusedWith = (status: number, code: string) => (error: unknown) => {
  assert.ok(error instanceof ApiError, String(error));
  assert.equal(error.statusCode, status);
  assert.equal(error.code, code);
  return true;
};

describe('Stripe adapter (issue 32)', () => {
  const fake = new FakeStripe();
  let provider: ReturnType<typeof createStripeProvider>;
  let nextId = 100;
  const sampleRequest = (overrides: Record<string, unknown> = {}) => {
    const id = nextId++;
    return {
      id,
      amountCents: 2495,
      currency: 'EUR',
      method: 'ideal',
      credits: 55,
      description: '55 credits',
      locale: 'nl',
      returnUrl: `https://amora.example/transactions/${id}`,
      webhookUrl: 'https://amora.example/api/payment-webhook.php?provider=stripe',
      idempotencyKey: `payment-${id}`,
      ...overrides,
    };
  };
  const checkout = (overrides: Record<string, unknown> = {}) => provider.createCheckout(sampleRequest(overrides));
  const lastRequest = () => fake.requests.at(-1) as Recorded;

  before(async () => {
    await fake.start();
    provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.origin });
  });
  after(async () => {
    await fake.stop();
  });

  it('refuses to start without its keys', () => {
    assert.throws(() => createStripeProvider({ secretKey: '', webhookSecret: WEBHOOK_SECRET }), /STRIPE_SECRET_KEY/);
    assert.throws(() => createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: ' ' }), /STRIPE_WEBHOOK_SECRET/);
  });

  describe('checkout', () => {
    it('creates a Checkout Session: amount in minor units, lower-case currency, the method, our id as metadata, the idempotency key', async () => {
      const { providerRef, checkoutUrl } = await checkout({ id: 42, idempotencyKey: 'payment-42', returnUrl: 'https://amora.example/transactions/42' });
      assert.match(providerRef, /^cs_test_/);
      assert.equal(checkoutUrl, `https://checkout.stripe.com/c/pay/${providerRef}`);
      const sent = lastRequest();
      assert.equal(sent.method, 'POST');
      assert.equal(sent.path, '/v1/checkout/sessions');
      assert.equal(sent.headers.authorization, `Bearer ${SECRET_KEY}`);
      assert.equal(sent.headers['idempotency-key'], 'payment-42');
      assert.match(String(sent.headers['content-type']), /^application\/x-www-form-urlencoded/);
      assert.deepEqual(sent.params, {
        mode: 'payment',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '2495',
        'line_items[0][price_data][product_data][name]': '55 credits',
        'line_items[0][quantity]': '1',
        'allowed_payment_method_types[0]': 'ideal',
        success_url: 'https://amora.example/transactions/42',
        cancel_url: 'https://amora.example/transactions/42',
        locale: 'nl',
        client_reference_id: '42',
        'metadata[payment_id]': '42',
        'payment_intent_data[metadata][payment_id]': '42',
      });
    });

    it('sends the same parameters again under the same key, so a retry gets the same session', async () => {
      const request = { id: 43, idempotencyKey: 'payment-43', returnUrl: 'https://amora.example/transactions/43' };
      const first = await checkout(request);
      const sessions = fake.sessions.size;
      const again = await checkout(request);
      assert.equal(again.providerRef, first.providerRef);
      assert.equal(fake.sessions.size, sessions);
    });

    it("maps our methods to Stripe's (Przelewy24 → p24, Apple Pay → card) and our locale to Checkout's", async () => {
      for (const [method, type, locale, stripe] of [
        ['prezelewy24', 'p24', 'pl', 'pl'],
        ['applepay', 'card', 'sv', 'sv'],
        ['blik', 'blik', 'pl', 'pl'],
        ['bancontact', 'bancontact', 'fr', 'fr'],
        ['paypal', 'paypal', 'nb', 'nb'],
        ['card', 'card', 'de-AT', 'de'],
        ['eps', 'eps', 'xx', 'auto'],
      ] as const) {
        await checkout({ method, locale });
        assert.equal(lastRequest().params['allowed_payment_method_types[0]'], type, method);
        assert.equal(lastRequest().params.locale, stripe, locale);
      }
      for (const locale of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']) assert.equal(stripeLocale(locale), locale);
    });

    it('refuses a method Stripe does not take before anything is sent', async () => {
      const sent = fake.requests.length;
      for (const method of ['sdd', 'sct', 'paysafecard', 'vipps', 'giropay', 'sofort', 'nonsense', 'toString']) {
        await assert.rejects(checkout({ method }), refusedWith(400, 'method_not_available'), method);
      }
      assert.equal(fake.requests.length, sent);
      assert.equal(provider.supportsMethod?.('sdd'), false);
      assert.equal(provider.supportsMethod?.('toString'), false);
      assert.equal(provider.supportsMethod?.('prezelewy24'), true);
    });

    it("answers Stripe's refusal of a session as method_not_available, with Stripe's words", async () => {
      await assert.rejects(checkout({ currency: 'EURO' }), (error: unknown) => refusedWith(400, 'method_not_available')(error) && /currency/i.test((error as Error).message));
    });

    it('answers 502 payment_provider_error when Stripe fails or refuses our key', async () => {
      fake.failNext = true;
      await assert.rejects(checkout(), refusedWith(502, 'payment_provider_error'));
      const wrongKey = createStripeProvider({ secretKey: 'sk_test_not_ours', webhookSecret: WEBHOOK_SECRET, apiBase: fake.origin });
      await assert.rejects(wrongKey.createCheckout(sampleRequest()), refusedWith(502, 'payment_provider_error'));
      assert.equal(lastRequest().headers.authorization, 'Bearer sk_test_not_ours');
    });
  });

  describe('webhooks', () => {
    it('maps checkout.session events: paid completion, delayed success and failure, expiry (failed, reason expired)', async () => {
      const { providerRef } = await checkout();
      const session = fake.sessions.get(providerRef) as FakeSession;
      const cases: [string, object, object | null][] = [
        ['checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }, { type: 'payment.completed' }],
        ['checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }, null],
        ['checkout.session.async_payment_succeeded', { ...session, status: 'complete', payment_status: 'paid' }, { type: 'payment.completed' }],
        ['checkout.session.async_payment_failed', { ...session, status: 'complete', payment_status: 'unpaid' }, { type: 'payment.failed' }],
        ['checkout.session.expired', { ...session, status: 'expired', url: null }, { type: 'payment.failed', reason: 'expired' }],
      ];
      for (const [type, object, expected] of cases) {
        const raw = stripeEvent(type, object, `evt_${type}`);
        const events = await provider.parseWebhook(signed(raw));
        assert.deepEqual(events, expected ? [{ id: `evt_${type}`, payment: providerRef, ...expected }] : [], type);
      }
    });

    it("payment_intent.payment_failed: nothing while the member can still pay on Stripe's page, failed once the session is complete and unpaid", async () => {
      const { providerRef } = await checkout();
      const open = fake.pay(providerRef, { paid: false, complete: false });
      const intent = { id: open.payment_intent, object: 'payment_intent', status: 'requires_payment_method', metadata: { payment_id: open.metadata.payment_id } };
      assert.deepEqual(await provider.parseWebhook(signed(stripeEvent('payment_intent.payment_failed', intent, 'evt_pi_open'))), []);
      open.status = 'complete';
      assert.deepEqual(await provider.parseWebhook(signed(stripeEvent('payment_intent.payment_failed', intent, 'evt_pi_done'))), [
        { id: 'evt_pi_done', type: 'payment.failed', payment: providerRef },
      ]);
      const list = lastRequest();
      assert.equal(list.method, 'GET');
      assert.equal(list.path, '/v1/checkout/sessions');
      assert.equal(list.params.payment_intent, open.payment_intent);
      const foreign = { ...intent, id: 'pi_not_from_checkout' };
      assert.deepEqual(await provider.parseWebhook(signed(stripeEvent('payment_intent.payment_failed', foreign))), []);
      // Stripe cannot be asked: 502, and Stripe delivers the webhook again.
      fake.failNext = true;
      await assert.rejects(provider.parseWebhook(signed(stripeEvent('payment_intent.payment_failed', intent))), refusedWith(502, 'payment_provider_error'));
    });

    it('answers [] for an event type we do not act on', async () => {
      const raw = stripeEvent('customer.created', { id: 'cus_test_1', object: 'customer' });
      assert.deepEqual(await provider.parseWebhook(signed(raw)), []);
    });

    it('refuses unsigned, forged, tampered and malformed signatures', async () => {
      const raw = stripeEvent('checkout.session.completed', { id: 'cs_test_x', object: 'checkout.session', payment_status: 'paid' });
      const invalid = refusedWith(400, 'webhook_signature_invalid');
      await assert.rejects(provider.parseWebhook({ headers: { 'content-type': 'application/json' }, rawBody: raw }), invalid);
      await assert.rejects(provider.parseWebhook(signed(raw, { secret: 'whsec_someone_else_0123456789abcdef' })), invalid);
      const good = signed(raw);
      await assert.rejects(provider.parseWebhook({ headers: good.headers, rawBody: raw.replace('"paid"', '"PAID"') }), invalid);
      await assert.rejects(provider.parseWebhook({ headers: { 'stripe-signature': 'garbage' }, rawBody: raw }), invalid);
      await assert.rejects(provider.parseWebhook({ headers: { 'stripe-signature': [good.headers['stripe-signature']] }, rawBody: raw }), invalid);
      // Our own scheme's header is no Stripe signature.
      await assert.rejects(provider.parseWebhook({ headers: { 'amora-signature': good.headers['stripe-signature'] }, rawBody: raw }), invalid);
    });

    it('refuses a delivery signed more than 300 s before it is received', async () => {
      const raw = stripeEvent('checkout.session.completed', { id: 'cs_test_y', object: 'checkout.session', payment_status: 'paid' }, 'evt_stale');
      const now = Math.floor(Date.now() / 1000);
      await assert.rejects(provider.parseWebhook(signed(raw, { timestamp: now - 301 })), refusedWith(400, 'webhook_signature_invalid'));
      assert.equal((await provider.parseWebhook(signed(raw, { timestamp: now - 299 }))).length, 1);
      const at = new Date('2026-11-20T12:00:00Z');
      const delivery = signed(raw, { timestamp: at.getTime() / 1000 });
      assert.equal((await provider.parseWebhook(delivery, new Date(at.getTime() + 300_000))).length, 1);
      await assert.rejects(provider.parseWebhook(delivery, new Date(at.getTime() + 301_000)), refusedWith(400, 'webhook_signature_invalid'));
    });

    it('refuses a correctly signed body that is no Stripe event', async () => {
      for (const raw of ['not json', '{"hello":"world"}', '[]', JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: {} })]) {
        await assert.rejects(provider.parseWebhook(signed(raw)), refusedWith(400, 'invalid_request'), raw);
      }
    });
  });

  describe('refunds', () => {
    it("refunds the session's PaymentIntent with the amount and the idempotency key, once per key", async () => {
      const { providerRef } = await checkout({ amountCents: 4995 });
      const { payment_intent } = fake.pay(providerRef);
      await provider.refund(providerRef, 4995, 'EUR', 'refund-7');
      const sent = lastRequest();
      assert.equal(sent.method, 'POST');
      assert.equal(sent.path, '/v1/refunds');
      assert.equal(sent.headers.authorization, `Bearer ${SECRET_KEY}`);
      assert.equal(sent.headers['idempotency-key'], 'refund-7');
      assert.deepEqual(sent.params, { payment_intent: payment_intent as string, amount: '4995' });
      await provider.refund(providerRef, 4995, 'EUR', 'refund-7');
      assert.deepEqual(
        fake.refunds.filter((r) => r.payment_intent === payment_intent).map((r) => r.amount),
        [4995],
      );
      await assert.rejects(provider.refund(providerRef, 4995, 'EUR', 'refund-8'), (error: unknown) => refusedWith(409, 'refund_refused')(error) && /already been refunded/.test((error as Error).message));
    });

    it('refuses to refund a session that was never paid, or in another currency, without asking Stripe to refund', async () => {
      const unpaid = await checkout();
      const refused = refusedWith(409, 'refund_refused');
      await assert.rejects(provider.refund(unpaid.providerRef, 2495, 'EUR', 'refund-9'), (error: unknown) => refused(error) && /no payment to refund/.test((error as Error).message));
      const paid = await checkout();
      fake.pay(paid.providerRef);
      await assert.rejects(provider.refund(paid.providerRef, 2495, 'PLN', 'refund-10'), (error: unknown) => refused(error) && /in eur, not PLN/.test((error as Error).message));
      assert.equal(fake.requests.filter((r) => r.path === '/v1/refunds' && ['refund-9', 'refund-10'].includes(String(r.headers['idempotency-key']))).length, 0);
      await assert.rejects(provider.refund('cs_test_unknown', 2495, 'EUR', 'refund-11'), refused);
      await assert.rejects(provider.refund(paid.providerRef, 9999, 'EUR', 'refund-12'), (error: unknown) => refused(error) && /greater than unrefunded/.test((error as Error).message));
      fake.failNext = true;
      await assert.rejects(provider.refund(paid.providerRef, 2495, 'EUR', 'refund-13'), refusedWith(502, 'payment_provider_error'));
    });
  });
});

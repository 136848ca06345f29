// The providers' webhooks under their rate limit (issue 32; plugins/rate-limits.ts): 600 a minute
// per sender address for `POST /api/payment-webhook.php` and `POST /api/mail-webhook.php`, 429
// `rate_limited` with Retry-After beyond it (nothing applied: the provider delivers again), and
// every accepted delivery still has its signature and its event id checked.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { RATE_LIMITS } from '../plugins/rate-limits.js';
import { signWebhook } from '../services/payments/provider.js';
import { body, request, setupTestApp, signUpMember, type TestContext } from './helpers.js';
import { complaint, MAILGUN_TEST_KEY, signedDelivery } from './mailgun-payloads.js';

const limitOf = (url: string) => {
  const rule = RATE_LIMITS.find((r) => r.method === 'POST' && r.url === url);
  assert.ok(rule, `POST ${url} has a limit`);
  assert.equal(rule.windowSeconds, 60);
  assert.equal(rule.by, 'address');
  return rule.max;
};

/** A 429 of the rate limit: `rate_limited`, Retry-After within the minute. */
function assertLimited(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 429, res.body);
  const answer = body<{ error: string; retry_after: number }>(res);
  assert.equal(answer.error, 'rate_limited');
  const retry = Number(res.headers['retry-after']);
  assert.ok(retry >= 1 && retry <= 60 && answer.retry_after === retry, `Retry-After ${retry}`);
}

describe('rate limits of the provider webhooks', () => {
  let ctx: TestContext;
  before(async () => {
    // The real limits (other suites run them ×1000).
    ctx = await setupTestApp({ rateLimitScale: 1, mailgunWebhookSigningKey: MAILGUN_TEST_KEY });
  });
  after(() => ctx?.close());

  it('payment webhook: 600 a minute per address, each checked (signature, event id); the 601st gets 429 and changes nothing', async () => {
    const max = limitOf('/api/payment-webhook.php');
    assert.equal(max, 600);
    const m = await signUpMember(ctx, { credits: 0 });
    const { bundles } = body<{ bundles: { id: number; credits: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php' }));
    const ordered = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: m.cookie, payload: { bundle: bundles[0]?.id, paymentmethod: 'card', idempotency_key: crypto.randomUUID() } });
    assert.equal(ordered.statusCode, 201, ordered.body);
    const payment = body<{ payment: Payment }>(ordered).payment;
    const ref = (await ctx.db.selectFrom('payments').select('provider_ref').where('id', '=', payment.id).executeTakeFirstOrThrow()).provider_ref as string;
    const status = async () => (await ctx.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow()).status;

    const raw = (eventId: string) => JSON.stringify({ id: eventId, type: 'payment.completed', payment: ref });
    const post = (remoteAddress: string, payload: string, signature: string) =>
      request(ctx.app, { method: 'POST', url: '/api/payment-webhook.php?provider=sandbox', remoteAddress, headers: { 'content-type': 'application/json', 'amora-signature': signature }, payload });
    const signed = (payload: string) => signWebhook(ctx.config.paymentWebhookSecret as string, payload);

    // A burst from one address: every request is read and its signature checked (forged ones refused one by one).
    for (let i = 1; i < max; i++) {
      const payload = raw(`evt_forged_${i}`);
      const res = await post('203.0.113.50', payload, signWebhook('not-the-secret', payload));
      assert.equal(res.statusCode, 400, `delivery ${i}: ${res.body}`);
      assert.equal(body(res).error, 'webhook_signature_invalid');
    }
    assert.equal(await status(), 'pending');
    // The 601st, well signed, is over the limit: 429 and the payment stays pending.
    const late = raw('evt_late');
    assert.equal((await post('203.0.113.50', late, 't=1,v1=00')).statusCode, 400, 'the 600th is still checked');
    assertLimited(await post('203.0.113.50', late, signed(late)));
    assert.equal(await status(), 'pending');

    // The provider's next address (or the retry after the minute) is taken and checked as always.
    const first = await post('203.0.113.51', late, signed(late));
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(await status(), 'completed');
    const replay = await post('203.0.113.51', late, signed(late));
    assert.equal(replay.statusCode, 409, replay.body);
    assert.equal(body(replay).error, 'webhook_replayed');
  });

  it('mail webhook: 600 a minute per address, each checked; the 601st gets 429 and turns no mail off', async () => {
    const max = limitOf('/api/mail-webhook.php');
    assert.equal(max, 600);
    const m = await signUpMember(ctx, { credits: 0 });
    const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;
    const disabled = async () => (await ctx.db.selectFrom('users').select('notifications_disabled').where('id', '=', m.userId).executeTakeFirstOrThrow()).notifications_disabled;
    const before = await disabled();
    const post = (remoteAddress: string, payload: unknown) =>
      request(ctx.app, { method: 'POST', url: '/api/mail-webhook.php?provider=mailgun', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

    for (let i = 0; i < max; i++) {
      const res = await post('198.51.100.60', signedDelivery(complaint(email), { key: `key-${'0'.repeat(32)}` }));
      assert.equal(res.statusCode, 406, `delivery ${i + 1}: ${res.body}`);
      assert.equal(body(res).error, 'webhook_signature_invalid');
    }
    const delivery = signedDelivery(complaint(email));
    assertLimited(await post('198.51.100.60', delivery));
    assert.deepEqual(await disabled(), before);

    const taken = await post('198.51.100.61', delivery);
    assert.equal(taken.statusCode, 200, taken.body);
    assert.ok(((await disabled()) as string[]).includes('spam_complaint'));
    const replay = await post('198.51.100.61', delivery);
    assert.equal(replay.statusCode, 406, replay.body);
    assert.equal(body(replay).error, 'webhook_replayed');
  });
});

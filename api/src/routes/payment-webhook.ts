import { paymentProviderName } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { refundThroughProvider } from '../services/payments/refund.js';

const query = z.object({ provider: paymentProviderName.default('sandbox') });

/**
 * `POST /api/payment-webhook.php?provider=sandbox|mollie|stripe` (issue 11, issue 32; without
 * `provider`: the sandbox): a payment provider reports a payment's outcome. The raw body (JSON or
 * form-encoded, read as the exact bytes) goes to that provider's adapter first
 * (services/payments/*.ts `parseWebhook`): the sandbox verifies `Amora-Signature: t=…,v1=…`
 * (HMAC-SHA256 over `t.body` with PAYMENT_WEBHOOK_SECRET, at most 5 minutes from the server's
 * clock), Stripe its `Stripe-Signature`, Mollie posts only `id=tr_…` and the payment is read back
 * from Mollie with our key. Each event then applies exactly once, and only to that provider's
 * payments (repositories/payments.ts `applyWebhook`; a completion with a once-per-member discount
 * code already used by another payment is refunded through the provider and fails as
 * `discount_used`) → `{ok: true}`, also for events that change nothing (a payment no longer
 * pending, an unknown one, a status not final yet). 400 `webhook_signature_invalid` or
 * `invalid_request` (also an unknown `provider`); 503 `payment_provider_unavailable` for a
 * provider this installation has no credentials for; 502 `payment_provider_error` when Mollie
 * cannot be asked (it delivers again). An event id received before: 409 `webhook_replayed` from
 * the sandbox; 200 from Mollie and Stripe, which deliver again until they get a 2xx (nothing is
 * applied twice either way). No login, no Origin (a server calls it).
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signatures cover the exact bytes: this route reads its body as a string, whatever its type.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/api/payment-webhook.php', { schema: { querystring: query } }, async (request) => {
    const name = request.query.provider;
    const provider = app.paymentProviders.get(name);
    const raw = typeof request.body === 'string' ? request.body : '';
    const events = await provider.parseWebhook({ headers: request.headers, rawBody: raw }).catch((error: unknown) => {
      // A provider that could not be asked (Mollie down): logged, and its webhook comes again.
      if (!(error instanceof ApiError) || error.statusCode >= 500) request.log.warn({ err: error, provider: name }, 'payment webhook could not be read');
      throw error;
    });
    for (const event of events) {
      try {
        const outcome = await app.repos.payments.applyWebhook({ ...event, provider: name }, app.live, (row) => refundThroughProvider(app.paymentProviders, row));
        if (outcome.payment && outcome.applied) request.log.info({ payment: outcome.payment.id, status: outcome.payment.status, provider: name }, 'payment webhook applied');
      } catch (error) {
        // A real provider delivers again until it gets a 2xx: a delivery already applied is answered as done.
        if (name !== 'sandbox' && error instanceof ApiError && error.code === 'webhook_replayed') continue;
        throw error;
      }
    }
    return { ok: true as const };
  });
};

export default paymentWebhookRoutes;

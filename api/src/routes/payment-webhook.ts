import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /api/payment-webhook.php` (issue 11): the payment provider reports a payment's outcome.
 * The raw body is verified by the provider (sandbox: `Amora-Signature: t=…,v1=…`, HMAC-SHA256
 * over `t.body` with PAYMENT_WEBHOOK_SECRET, at most 5 minutes from the server's clock) before
 * anything is read; then the event applies exactly once (repositories/payments.ts
 * `applyWebhook`; a completion with a once-per-member discount code already used by another
 * payment is refunded through the provider and fails as `discount_used`): → `{ok: true}`. 400
 * `webhook_signature_invalid` or `invalid_request`; 409 `webhook_replayed` for an event id
 * received before. No login, no Origin (a server calls it).
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes: this route reads its JSON body as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/api/payment-webhook.php', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const event = app.paymentProvider.parseWebhook(request.headers, raw);
    const outcome = await app.repos.payments.applyWebhook(event, app.live, (row) => app.paymentProvider.refund(row.provider_ref ?? '', row.amount_cents));
    if (outcome.payment && outcome.applied) request.log.info({ payment: outcome.payment.id, status: outcome.payment.status }, 'payment webhook applied');
    return { ok: true as const };
  });
};

export default paymentWebhookRoutes;

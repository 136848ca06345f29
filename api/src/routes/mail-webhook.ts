import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { suppressMail } from '../services/mail-suppression.js';
import { claimWebhookToken } from '../services/mail-webhook-tokens.js';
import { verifyMailgunDelivery } from '../services/mailgun-webhook.js';

const webhookQuery = z.object({ provider: z.enum(['mailgun']) });

/**
 * `POST /api/mail-webhook.php?provider=mailgun` — the mail provider's signed webhook for bounces
 * and spam complaints (issue 32 "Bounces and complaints", spec §4), in Mailgun's own format
 * (services/mailgun-webhook.ts: `{signature: {timestamp, token, signature}, 'event-data': {…}}`,
 * HMAC-SHA256 with `MAILGUN_WEBHOOK_SIGNING_KEY`). No session or operator credential: the
 * signature is the authentication.
 * → 200 `{ok: true}` for every delivery whose signature holds: a permanent failure turns mail off
 * with `bounce` (or the suppression list's reason), a complaint with `spam_complaint`, Mailgun's
 * unsubscribe with `unsubscribe`, for every account with the recipient's address, each audited
 * (services/mail-suppression.ts); anything else (a temporary failure, a delivery, an unknown
 * recipient) changes nothing.
 * 406 `webhook_signature_invalid` (no, wrong or stale signature — timestamp more than 300 s away)
 * and 406 `webhook_replayed` (a token seen before): Mailgun does not retry a 406, and nothing
 * changes. 400 `invalid_request` for another provider or a body that is no JSON. 404 (as an
 * unknown route) while `MAILGUN_WEBHOOK_SIGNING_KEY` is unset.
 */
const mailWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/mail-webhook.php', async (request, reply) => {
    const signingKey = app.config.mailgunWebhookSigningKey;
    if (!signingKey) return reply.callNotFound();
    const { provider } = parseInput(webhookQuery, request.query, 'query');
    const { token, suppression } = verifyMailgunDelivery(signingKey, request.body);
    await app.db.transaction().execute(async (trx) => {
      // In the change's transaction: a delivery that fails here is not remembered, so the same one sent again is taken.
      if (!(await claimWebhookToken(trx, provider, token))) throw new ApiError(406, 'webhook_replayed', 'Webhook refused: this delivery was received before.');
      if (suppression) {
        await suppressMail(trx, app.repos.audit, { email: suppression.recipient, reason: suppression.reason, provider, detail: suppression.detail, ip: request.ip });
      }
    });
    return { ok: true as const };
  });
};

export default mailWebhookRoutes;

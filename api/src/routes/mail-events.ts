import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound, parseInput } from '../errors.js';
import { SIGNATURE_HEADER, verifySignedJson } from '../services/webhook-signature.js';
import { NOTIFICATIONS_DISABLED_REASONS } from '../types.js';

const eventSchema = z.object({
  email: z.string().trim().min(3).max(320),
  event: z.enum(NOTIFICATIONS_DISABLED_REASONS),
});

/**
 * `POST /api/mail-events.php` `{email, event: 'spam_complaint'|'bounce'|'unsubscribe'}` signed
 * with `Amora-Signature: t=<unix s>,v1=<hex HMAC-SHA256(MAIL_WEBHOOK_SECRET, "t.body")>` → `{ok}`
 * (the mail provider's webhook, spec §4 "E-mail notifications can be disabled due to spam
 * complaint, bounce or unsubscribe"; its own secret since issue 31, no operator credential):
 * adds the reason (once) to `notifications_disabled` of every account with that address
 * (case-insensitive, any site). 400 webhook_signature_invalid (no, wrong or stale signature),
 * 503 webhook_not_configured without a secret, 404 not_found when no account has the address.
 */
const mailEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes: this route reads its JSON body as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/api/mail-events.php', async (request): Promise<{ ok: true }> => {
    const secret = app.config.mailWebhookSecret;
    if (!secret) throw new ApiError(503, 'webhook_not_configured', 'MAIL_WEBHOOK_SECRET is not set.');
    const raw = typeof request.body === 'string' ? request.body : '';
    const { email, event } = parseInput(eventSchema, verifySignedJson(secret, request.headers[SIGNATURE_HEADER], raw));
    if ((await app.repos.notifications.disable(email, event)) === 0) throw notFound('No account has this e-mail address.');
    return { ok: true };
  });
};

export default mailEventsRoutes;

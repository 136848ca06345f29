import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../errors.js';
import { requireOperator } from '../plugins/operator-auth.js';
import { NOTIFICATIONS_DISABLED_REASONS } from '../types.js';

const eventSchema = z.object({
  email: z.string().trim().min(3).max(320),
  event: z.enum(NOTIFICATIONS_DISABLED_REASONS),
});

/**
 * `POST /api/mail-events.php` + `Authorization: Bearer <AMORA_OPERATOR_TOKEN>` `{email, event:
 * 'spam_complaint'|'bounce'|'unsubscribe'}` → `{ok: true}` (the mail provider's webhook, spec §4
 * "E-mail notifications can be disabled due to spam complaint, bounce or unsubscribe"): adds the
 * reason (once) to `notifications_disabled` of every account with that address
 * (case-insensitive, any site). 401 invalid_operator_token; 404 not_found when no account has
 * the address.
 */
const mailEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/mail-events.php', async (request): Promise<{ ok: true }> => {
    requireOperator(request, null);
    const { email, event } = parseInput(eventSchema, request.body);
    if ((await app.repos.notifications.disable(email, event)) === 0) throw notFound('No account has this e-mail address.');
    return { ok: true };
  });
};

export default mailEventsRoutes;

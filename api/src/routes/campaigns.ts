import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../errors.js';
import { startCampaign } from '../services/notification-queue.js';
import { requireOperator } from '../plugins/operator-auth.js';
import { LOCALES } from '../types.js';

const campaignSchema = z.object({
  kind: z.enum(['promotions', 'news']),
  /** The site's domain; the request's site when absent. */
  site: z.string().trim().min(1).max(253).optional(),
  texts: z.partialRecord(z.enum(LOCALES), z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(20_000) })),
});

/**
 * `POST /api/campaigns.php` + `Authorization: Bearer <AMORA_OPERATOR_TOKEN>` `{kind: 'promotions'|'news',
 * site?: domain, texts: {<locale>: {subject (1–200), body (1–20000 chars)}}}` → 201 `{id, queued}`
 * (issue 15, spec §3 notification types): an operator's campaign to the members of a site who want
 * that type; each gets it in their language, else the site's (a member whose neither is given gets
 * none). Plain text; the mail adds the salutation, sign-off and unsubscribe footer. `npm run
 * campaign` calls it. 400 invalid_request (also without any text), 401 invalid_operator_token,
 * 404 not_found for an unknown site.
 */
const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/campaigns.php', async (request, reply) => {
    requireOperator(request, 'content');
    const input = parseInput(campaignSchema.refine((c) => Object.keys(c.texts).length > 0, { message: 'at least one text', path: ['texts'] }), request.body);
    const site = input.site ? await app.db.selectFrom('sites').select('id').where('domain', '=', input.site.toLowerCase()).executeTakeFirst() : { id: request.site.id };
    if (!site) throw notFound('No site has this domain.');
    const texts = Object.fromEntries(Object.entries(input.texts).filter((entry): entry is [string, { subject: string; body: string }] => entry[1] !== undefined));
    const result = await startCampaign(app.db, { siteId: site.id, kind: input.kind, texts });
    reply.code(201);
    return result;
  });
};

export default campaignsRoutes;

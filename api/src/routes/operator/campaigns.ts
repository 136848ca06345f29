import { campaignBody, siteDomain as site } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound, parseInput } from '../../errors.js';
import { actorMaySite, auditEntry, type OperatorActor, requireOperator } from '../../plugins/operator-auth.js';
import { startCampaign } from '../../services/notification-queue.js';
import type { LOCALES } from '../../types.js';

/**
 * Campaign mails (issue 15, spec §3 notification types `promotions`, `news`) in the console
 * (issue 31; permission `content`):
 * - `GET /api/operator/campaigns.php?site=<domain>` → `{campaigns: [{id, site, kind, locales,
 *   subject (of the site's language, else the first), created_at, queued, sent}]}`, newest first (≤ 100).
 * - `POST /api/operator/campaigns.php {site, kind, texts: {<locale>: {subject ≤ 200, body ≤ 20,000}}}`
 *   → 201 `{id, queued}`: one mail to each member of the site who wants that type, in their
 *   language, else the site's (members whose neither is given get none). Plain text; the mail
 *   adds the salutation, sign-off and unsubscribe footer. Audited `campaign.start`.
 *   `npm run campaign` (tools/campaign.mjs) calls it with the CLI key.
 * 400 invalid_request (also without any text); 404 not_found for an unknown site or one the
 * operator may not act on.
 */
const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The site of a domain the actor may act on; 404 otherwise. */
  async function siteOf(actor: OperatorActor, domain: string) {
    const row = await app.db.selectFrom('sites').select(['id', 'domain', 'settings']).where('domain', '=', domain).executeTakeFirst();
    if (!row || !actorMaySite(actor, row.id)) throw notFound('No such site.');
    return row;
  }

  app.get('/api/operator/campaigns.php', { schema: { querystring: z.object({ site }) } }, async (request) => {
    const found = await siteOf(requireOperator(request, 'content'), request.query.site);
    const language = String((found.settings as { domain_language?: string }).domain_language ?? 'en').slice(0, 2);
    const rows = await app.db
      .selectFrom('campaigns as c')
      .select(['c.id', 'c.kind', 'c.texts', 'c.created_at'])
      .select([
        sql<number>`(select count(*) from notification_jobs j where j.dedupe_key like 'campaign:' || c.id || ':%')::int`.as('queued'),
        sql<number>`(select count(*) from notification_jobs j where j.dedupe_key like 'campaign:' || c.id || ':%' and j.sent_at is not null)::int`.as('sent'),
      ])
      .where('c.site_id', '=', found.id)
      .orderBy('c.id', 'desc')
      .limit(100)
      .execute();
    return {
      campaigns: rows.map((r) => {
        const locales = Object.keys(r.texts) as (typeof LOCALES)[number][];
        const text = r.texts[language] ?? r.texts[locales[0] ?? 'en'];
        return { id: r.id, site: found.domain, kind: r.kind, locales, subject: text?.subject ?? '', created_at: r.created_at.toISOString(), queued: r.queued, sent: r.sent };
      }),
    };
  });

  app.post('/api/operator/campaigns.php', async (request, reply) => {
    const actor = requireOperator(request, 'content');
    const input = parseInput(campaignBody, request.body);
    const found = await siteOf(actor, input.site);
    const texts = Object.fromEntries(Object.entries(input.texts).filter((entry): entry is [string, { subject: string; body: string }] => entry[1] !== undefined));
    const result = await startCampaign(app.db, { siteId: found.id, kind: input.kind, texts });
    await app.repos.audit.record(auditEntry(request, actor, { siteId: found.id, action: 'campaign.start', targetType: 'campaign', targetId: result.id, userId: null, after: { kind: input.kind, texts, queued: result.queued } }));
    return reply.status(201).send(result);
  });
};

export default campaignsRoutes;

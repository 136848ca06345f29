import { siteDomain as site, sitePageBody } from '@amora/contracts';
import { LOCALES } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../../errors.js';
import { actorMaySite, auditEntry, type OperatorActor, requireOperator } from '../../plugins/operator-auth.js';

const deleteQuery = z.object({ site, token: z.string().max(64), locale: z.enum(LOCALES).optional() });

/**
 * The `/{token}` static pages of spec §2 (issue 13) in the console (issue 31; permission
 * `content`), per site:
 * - `GET /api/operator/pages.php?site=<domain>` → `{pages}`: every page in every locale.
 * - `PUT /api/operator/pages.php {site, token, locale, title ≤ 200, body ≤ 50,000}` → `{page}`:
 *   creates or replaces the page in that locale (plain text, paragraphs split by a blank line); a
 *   token used by another route is refused (400). Audited `page.write` with the text before and after.
 * - `DELETE /api/operator/pages.php?site=&token=&locale=` → `{ok}`; without `locale` every locale
 *   goes; 404 when there was nothing to remove. Audited `page.delete`.
 * `npm run page` (tools/page.mjs) calls the same with the CLI key. 404 not_found for a site the
 * operator may not act on.
 */
const operatorPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitePages, audit } = app.repos;

  /** The id of a site the actor may act on; 404 otherwise. */
  async function siteId(actor: OperatorActor, domain: string): Promise<number> {
    const [id] = await app.repos.sites.idsOf([domain]);
    if (id === undefined || !actorMaySite(actor, id)) throw notFound('No such site.');
    return id;
  }

  app.get('/api/operator/pages.php', { schema: { querystring: z.object({ site }) } }, async (request) => {
    const actor = requireOperator(request, 'content');
    return { pages: await sitePages.list(await siteId(actor, request.query.site)) };
  });

  app.put('/api/operator/pages.php', async (request) => {
    const actor = requireOperator(request, 'content');
    const { site: domain, ...input } = parseInput(sitePageBody, request.body);
    const id = await siteId(actor, domain);
    const before = await sitePages.find(id, input.token, [input.locale]);
    const page = await sitePages.put(id, input);
    const old = before?.locale === input.locale ? { title: before.title, body: before.body } : null;
    await audit.record(auditEntry(request, actor, { siteId: id, action: 'page.write', targetType: 'page', targetId: `${input.token}/${input.locale}`, userId: null, before: old, after: { title: page.title, body: page.body } }));
    return { page };
  });

  app.delete('/api/operator/pages.php', { schema: { querystring: deleteQuery } }, async (request) => {
    const actor = requireOperator(request, 'content');
    const { site: domain, token: pageToken, locale } = request.query;
    const id = await siteId(actor, domain);
    const removed = await sitePages.remove(id, pageToken, locale ?? null);
    if (removed === 0) throw notFound('There is no page at this address.');
    await audit.record(auditEntry(request, actor, { siteId: id, action: 'page.delete', targetType: 'page', targetId: `${pageToken}/${locale ?? '*'}`, userId: null, after: { removed } }));
    return { ok: true as const };
  });
};

export default operatorPagesRoutes;

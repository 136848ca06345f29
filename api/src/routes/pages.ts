import { LOCALES, PAGE_TOKEN_PATTERN, RESERVED_PATH_SEGMENTS } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../errors.js';
import { requireDeployToken } from '../services/deploy-token.js';

const token = z
  .string()
  .regex(PAGE_TOKEN_PATTERN, 'token: lower-case letters and digits joined by hyphens, 2–64 characters')
  .refine((value) => !RESERVED_PATH_SEGMENTS.includes(value), 'token: this address belongs to another page of the site');
const locale = z.enum(LOCALES);

const pageSchema = z.object({
  token,
  locale,
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(50_000),
});

/**
 * The `/{token}` static pages of spec §2 (issue 13), kept per site (the request's host):
 * - `GET /api/pages.php?token=summer-rules&locale=de` (public) → `{page}` in that locale, else the
 *   site's default language, else any it has; 404 `not_found` when the site has no such page.
 * - `PUT /api/pages.php` + deploy token, body `{token, locale, title, body}` → `{page}`: writes
 *   (creates or replaces) that page in that locale. `body` is plain text, paragraphs split by a
 *   blank line; title ≤ 200, body ≤ 50 000 characters. A token used by another route is refused (400).
 * - `DELETE /api/pages.php?token=&locale=` + deploy token → `{ok}`; without `locale` every locale
 *   goes; 404 when there was nothing to remove.
 * Written by operators with `npm run page` (tools/page.mjs); exempt from the Origin guard.
 */
const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitePages } = app.repos;

  app.get('/api/pages.php', { schema: { querystring: z.object({ token: z.string().max(64), locale: locale.optional() }) } }, async (request) => {
    const siteLocale = request.site.settings.domain_language.slice(0, 2);
    const wanted = [request.query.locale, siteLocale].filter((l): l is string => Boolean(l));
    const page = PAGE_TOKEN_PATTERN.test(request.query.token) ? await sitePages.find(request.site.id, request.query.token, wanted) : null;
    if (!page) throw notFound('There is no page at this address.');
    return { page };
  });

  app.put('/api/pages.php', { onRequest: requireDeployToken(app) }, async (request) => {
    const input = parseInput(pageSchema, request.body);
    return { page: await sitePages.put(request.site.id, input) };
  });

  app.delete(
    '/api/pages.php',
    { onRequest: requireDeployToken(app), schema: { querystring: z.object({ token: z.string().max(64), locale: locale.optional() }) } },
    async (request) => {
      const removed = await sitePages.remove(request.site.id, request.query.token, request.query.locale ?? null);
      if (removed === 0) throw notFound('There is no page at this address.');
      return { ok: true as const };
    },
  );
};

export default pagesRoutes;

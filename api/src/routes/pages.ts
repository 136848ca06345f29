import { LOCALES, PAGE_TOKEN_PATTERN } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';

const locale = z.enum(LOCALES);

/**
 * `GET /api/pages.php?token=summer-rules&locale=de` (public; spec §2 `/{token}` static pages,
 * issue 13) → `{page}` of the request's site in that locale, else the site's default language,
 * else any it has; 404 `not_found` when the site has no such page. Operators write pages in the
 * console (`/api/operator/pages.php`, routes/operator/pages.ts) or with `npm run page`.
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
};

export default pagesRoutes;

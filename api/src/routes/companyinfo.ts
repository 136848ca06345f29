import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors.js';
import type { CompanyInfo } from '../types.js';

/**
 * `GET /api/companyinfo.php` (public, spec §3 "Company info") → `{name, address, kvk, city,
 * country, tradenames, vat_numbers, support_phone, delete_discount, added}` of the site's
 * company; `added` is an ISO date (YYYY-MM-DD), `delete_discount` a percentage.
 */
const companyInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/companyinfo.php', async (request): Promise<CompanyInfo> => {
    const company = await app.repos.sites.company(request.site.companyId);
    if (!company) throw notFound('No company for this site.');
    return company;
  });
};

export default companyInfoRoutes;

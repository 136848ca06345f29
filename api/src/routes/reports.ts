import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRequest, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { REPORT_REASONS } from '../repositories/reports.js';

const reportSchema = z.object({
  profile: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  message: z.string().trim().max(2000).optional(),
});

/**
 * `POST /api/reports.php` (login) `{profile, reason: 'fake'|'spam'|'offensive'|'underage'|'other',
 * message?: ≤ 2000}` → 201 `{id}`: stores a report for the operators' queue
 * (`/api/operator/reports.php`). 404 not_found for an unknown or deleted profile; 400
 * invalid_request for oneself or a bad body.
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/reports.php', async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(reportSchema, request.body);
    if (input.profile === user.profileId) throw invalidRequest([{ path: 'body.profile', message: 'You cannot report yourself' }]);
    if (!(await app.repos.blocks.exists(input.profile))) throw notFound('Profile not found.');
    const id = await app.repos.reports.create(user.profileId, input.profile, input.reason, input.message ?? '');
    return reply.status(201).send({ id });
  });
};

export default reportsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../errors.js';

const complaintSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(200),
  email: z.string().trim().pipe(z.email('Invalid email')).pipe(z.string().max(320)),
  subject: z.string().trim().min(1, 'Please enter a subject').max(200),
  message: z.string().trim().min(10, 'The message must have at least 10 characters').max(5000),
});

/**
 * `POST /api/complaints.php` body `{name, email, subject, message}` (public; spec §2
 * /complaints) → 201 `{id}`. Stored with the site and, when logged in, the member. 400
 * invalid_request with `issues` when the e-mail is invalid or the message is not 10–5000
 * characters.
 */
const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/complaints.php', async (request, reply) => {
    const input = parseInput(complaintSchema, request.body);
    const id = await app.repos.complaints.create({ ...input, siteId: request.site.id, userId: request.user?.id ?? null });
    return reply.status(201).send({ id });
  });
};

export default complaintsRoutes;

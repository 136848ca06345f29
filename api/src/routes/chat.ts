import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';

const deleteSchema = z.object({ conversation: z.coerce.number().int().positive() });

/**
 * `DELETE /api/chat.php` body `{conversation: id}` (or `?conversation=id`; login required, spec §7) → `{ok: true}`;
 * removes the conversation from the member's list (the other side keeps it). 404 not_found
 * when it is not one of the member's conversations.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/api/chat.php', async (request) => {
    const user = requireUser(request);
    // The id may also come as ?conversation= (clients that cannot send a DELETE body).
    const { conversation } = parseInput(deleteSchema, request.body ?? request.query);
    if (!(await app.repos.chats.remove(user.profileId, conversation))) throw notFound('Conversation not found.');
    return { ok: true as const };
  });
};

export default chatRoutes;

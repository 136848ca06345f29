import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/auth.js';
import type { ChatListEntry } from '../types.js';

/**
 * `GET /api/chats.php` (login required, spec §7) → `{chats: ChatListEntry[]}`, most recently
 * updated first; each entry has the conversation id, the other profile, `num_unread_messages`
 * and the last message.
 */
const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/chats.php', async (request): Promise<{ chats: ChatListEntry[] }> => {
    const user = requireUser(request);
    return { chats: await app.repos.chats.list(user.profileId, user.id) };
  });
};

export default chatsRoutes;

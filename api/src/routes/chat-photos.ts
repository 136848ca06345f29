import { chatPhotoReviewBody } from '@amora/contracts';
import type { ChatPhotoReviewItem } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, parseInput } from '../errors.js';
import { createMessagesRepository } from '../repositories/messages.js';
import { requireOperator } from '../plugins/operator-auth.js';

/**
 * `/api/chat-photos.php` — the operator's review of photos sent in chat (spec §5 "Pictures are
 * inspected before display"; the same operator token and CLI as the profile photos:
 * `npm run photos -w api -- chat-list | chat-approve <id> | chat-reject <id>`).
 * `Authorization: Bearer <AMORA_OPERATOR_TOKEN>`, else 401 invalid_operator_token.
 * - `GET` → `{photos: ChatPhotoReviewItem[]}`: pending chat photos, oldest first (at most 500).
 * - `POST {message, status: 'active'|'disabled'}` → `{photo}`: approves or rejects one; both
 *   members get the updated `message` (and `chats`) on the live stream; 404 not_found for an
 *   unknown message or one that is not a photo.
 */
const chatPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = createMessagesRepository(app.db, app.repos.chats);

  app.get('/api/chat-photos.php', async (request): Promise<{ photos: ChatPhotoReviewItem[] }> => {
    requireOperator(request, 'photos');
    return { photos: await messages.pendingPhotos() };
  });

  app.post('/api/chat-photos.php', async (request): Promise<{ photo: ChatPhotoReviewItem }> => {
    requireOperator(request, 'photos');
    const { message, status } = parseInput(chatPhotoReviewBody, request.body);
    const photo = await messages.reviewPhoto(message, status, app.live);
    if (!photo) throw notFound('Photo message not found.');
    return { photo };
  });
};

export default chatPhotosRoutes;

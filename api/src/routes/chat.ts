import { chatPhotoQuery, chatQuery, deleteChatBody, messageText, readChatBody, sendMessageBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, invalidRequest, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { PHOTO_CONTENT_TYPES, invalidImage, mediaType, processPhoto, readImageBody, removePhotoFiles, storePhoto } from '../services/photo-store.js';

/**
 * `/api/chat.php` — one conversation (issue 9; spec §3 Conversation, §4 Chat, §6 Free member,
 * §7, §8; docs/product.md "Chat API"). Login required everywhere (403 authentication_required).
 *
 * - `GET ?conversation=ID` or `?profile=ID` [`&before=<message id>&limit=1..100` (default 30)] →
 *   `{conversation: {id|null, profile, num_unread_messages, can_reply, reply_blocked_reason},
 *   messages: ChatMessage[], has_more}`: the newest `limit` messages older than `before`, oldest
 *   first; `has_more` when older ones exist. `?profile=` of a member without a conversation yet
 *   answers `id: null, messages: []` (a removed conversation with him comes back, as it does
 *   when a message is sent). `reply_blocked_reason`: `blocked` (either way),
 *   `partner_unconfirmed` (spec §4), `invisible` (invisible or disabled partner). Does NOT
 *   mark the conversation read: the client calls `PUT ?read=1` when it shows it. 404 not_found
 *   (unknown or removed conversation, unknown or deleted profile, an invisible profile without a
 *   conversation), 403 `blocked` when the partner blocked the member (as profile.php).
 * - `POST {conversation | profile, client_message_id (uuid), kind: 'text'|'gift', text?, gift_id?}`
 *   → 201 `{message, credits}` (credits left after the charge); 200 with the stored message and
 *   nothing charged when this `client_message_id` of the member was applied before (retries,
 *   concurrent duplicates). Cost in credits: the site's `message_credits` (text) or
 *   `gift_credits` (gift), taken in the transaction that stores the message. Errors: 400
 *   invalid_request (shape), 400 `message_length` (+ `max_length`: blank or more than
 *   `settings.message_length` code points; a gift's optional text too), 402 `not_enough_credits`
 *   (+ `cost`; nothing stored), 402 `free_conversation_limit` (+ `limit`: a free member starting
 *   a 3rd conversation; replies are always allowed), 403 `account_unconfirmed` (the sender
 *   has not confirmed his e-mail yet: no text, gift or photo, no conversation before activation;
 *   his sign-up message waits for it), 403 `blocked` (either way), 403
 *   `partner_unconfirmed` (the partner has not confirmed his e-mail: spec §4 "Partners of
 *   unconfirmed users cannot reply"), 404 not_found (unknown conversation, unknown, deleted,
 *   invisible or disabled recipient, unknown gift). Live stream, in the transaction that stores
 *   the message (never for a replay or a rejected send): `message` to the recipient and to the
 *   sender's other tabs (each as he sees it), `credits` to the sender, `chats` to both.
 * - `POST ?conversation=ID|?profile=ID&client_message_id=<uuid>` with a raw image body
 *   (`Content-Type: image/jpeg|png|webp`, ≤ 10 MB) → a photo message, answered like a text: 201
 *   `{message, credits}` (200 for a replay, answered before the image is even read further).
 *   Costs `photo_credits`; the same rules and errors as above, plus those of `/api/photos.php`
 *   uploads (415 `unsupported_image`, 413 `image_too_large`, 400 `invalid_image`). The photo is
 *   processed like a profile photo (rotated, resized, WebP, metadata stripped) and waits for the
 *   operator's review (the photo queue, `/api/operator/photos.php`): `photo.status` `pending`, and the recipient gets
 *   `photo.filename` null until it is `active` (spec §5 "Pictures are inspected before display").
 * - `PUT ?read=1 {conversation}` → `{ok: true}`: the member's unread count of it becomes 0
 *   (spec §4 "Opening a conversation sets its unread count to 0"); idempotent; 404 not_found.
 *   When the count was not 0: `read` {conversation_id, num_unread_messages: 0} to the member.
 * - `DELETE {conversation}` or `{profile}` (or the same as query) → `{ok: true}`: removes that
 *   conversation, or every conversation with that profile (spec §4), from the member's list;
 *   the other side keeps it; a new message brings it back for both. 404 not_found when nothing
 *   of the member's matched. `chats` to the member (his other tabs).
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.repos;
  const media = app.storage;
  // Raw image bodies (photo messages), for this route file only.
  app.addContentTypeParser([...PHOTO_CONTENT_TYPES], readImageBody);

  app.get('/api/chat.php', async (request) => {
    const user = requireUser(request);
    const q = parseInput(chatQuery, request.query, 'query');
    const by = q.conversation !== undefined ? { conversation: q.conversation } : { profile: q.profile ?? 0 };
    return messages.conversation(user.profileId, by, q.before, q.limit);
  });

  app.post('/api/chat.php', async (request, reply) => {
    const user = requireUser(request);
    if ((PHOTO_CONTENT_TYPES as readonly string[]).includes(mediaType(request))) {
      // Before the photo is even processed: nothing from an unconfirmed member (`send` checks it too).
      await messages.requireConfirmedSender(user.id);
      const q = parseInput(chatPhotoQuery, request.query, 'query');
      const to = q.conversation !== undefined ? { conversation: q.conversation } : { profile: q.profile ?? 0 };
      const send = (photoFilename: string | null) =>
        messages.send(
          { senderProfileId: user.profileId, senderUserId: user.id, to, clientMessageId: q.client_message_id, kind: 'photo', text: '', giftId: null, photoFilename, cost: request.site.settings.photo_credits },
          app.live,
        );
      // A replay is answered from the stored message, without processing the image again.
      if (await messages.sent(user.profileId, q.client_message_id)) {
        const replay = await send(null);
        return { message: replay.message, credits: replay.credits };
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalidImage();
      const files = await storePhoto(media, user.profileId, await processPhoto(request.body));
      let result: Awaited<ReturnType<typeof send>>;
      try {
        result = await send(files.filename);
      } catch (error) {
        await removePhotoFiles(media, files);
        throw error;
      }
      // Only the full-size file is used in chat; a replay that raced this one keeps its own files.
      await removePhotoFiles(media, result.created ? { filename: '', thumb_filename: files.thumb_filename } : files);
      reply.code(result.created ? 201 : 200);
      return { message: result.message, credits: result.credits };
    }
    const input = parseInput(sendMessageBody, request.body);
    const { settings } = request.site;
    let text = '';
    if (input.kind === 'text' || (input.text !== undefined && input.text !== '')) {
      const checked = messageText(settings.message_length).safeParse(input.text ?? '');
      if (!checked.success) {
        throw new ApiError(400, 'message_length', `A message has 1 to ${settings.message_length} characters.`, {
          max_length: settings.message_length,
        });
      }
      text = checked.data;
    }
    const result = await messages.send({
      senderProfileId: user.profileId,
      senderUserId: user.id,
      to: input.conversation !== undefined ? { conversation: input.conversation } : { profile: input.profile ?? 0 },
      clientMessageId: input.client_message_id,
      kind: input.kind,
      text,
      giftId: input.kind === 'gift' ? (input.gift_id ?? null) : null,
      cost: input.kind === 'gift' ? settings.gift_credits : settings.message_credits,
    }, app.live);
    reply.code(result.created ? 201 : 200);
    return { message: result.message, credits: result.credits };
  });

  app.put('/api/chat.php', async (request): Promise<{ ok: true }> => {
    const user = requireUser(request);
    const { read } = (request.query ?? {}) as { read?: string };
    if (read !== '1') throw invalidRequest([{ path: 'query.read', message: 'Only ?read=1 is supported' }]);
    const { conversation } = parseInput(readChatBody, request.body);
    if (!(await messages.markRead(user.profileId, conversation, app.live))) throw notFound('Conversation not found.');
    return { ok: true };
  });

  app.delete('/api/chat.php', async (request): Promise<{ ok: true }> => {
    const user = requireUser(request);
    // The ids may also come as ?conversation= / ?profile= (clients that cannot send a DELETE body).
    const input = parseInput(deleteChatBody, request.body ?? request.query);
    if (input.conversation !== undefined) {
      if (!(await app.repos.chats.remove(user.profileId, input.conversation, app.live))) throw notFound('Conversation not found.');
    } else if ((await app.repos.chats.removeWithProfile(user.profileId, input.profile ?? 0, app.live)) === 0) {
      throw notFound('Conversation not found.');
    }
    return { ok: true };
  });
};

export default chatRoutes;

/** One conversation's messages, sending, read marks and gifts (issue 9, spec §3 Conversation, §4 Chat): request and response bodies. */
import { z } from 'zod';
import { chatConversation, chatMessage, gift } from '../entities';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `GET /api/chat.php` query: `conversation` or `profile` (one of them), paging back with
 * `before` (a message id; only older messages) and `limit` (1–100, default 30).
 */
export const chatQuery = z
  .object({
    conversation: id.optional(),
    profile: id.optional(),
    before: id.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((q) => (q.conversation === undefined) !== (q.profile === undefined), {
    message: 'Give either conversation or profile',
    path: ['conversation'],
  });
export type ChatQuery = z.infer<typeof chatQuery>;

/** `GET /api/chat.php` → the conversation, one page of messages (oldest first) and whether older ones exist. */
export const chatResponse = z.object({ conversation: chatConversation, messages: z.array(chatMessage), has_more: z.boolean() });
export type ChatResponse = z.infer<typeof chatResponse>;

/**
 * `POST /api/chat.php` body: to a `conversation` or to a `profile` (one of them);
 * `client_message_id` a UUID chosen by the client (the same id is applied once); `kind` text
 * (needs `text`) or gift (needs `gift_id`, `text` optional). The text rule (1..message_length
 * code points, not blank) is checked by the API with `rules.messageText`.
 */
export const sendMessageBody = z
  .object({
    conversation: z.number().int().positive().optional(),
    profile: z.number().int().positive().optional(),
    client_message_id: z.uuid(),
    kind: z.enum(['text', 'gift']),
    text: z.string().optional(),
    gift_id: z.number().int().positive().optional(),
  })
  .refine((b) => (b.conversation === undefined) !== (b.profile === undefined), {
    message: 'Give either conversation or profile',
    path: ['conversation'],
  })
  .refine((b) => b.kind !== 'text' || b.text !== undefined, { message: 'A text message needs text', path: ['text'] })
  .refine((b) => b.kind !== 'gift' || b.gift_id !== undefined, { message: 'A gift needs gift_id', path: ['gift_id'] });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** `POST /api/chat.php` → the stored message and the sender's credits after it (201 new, 200 a replay that charged nothing). */
export const sendMessageResponse = z.object({ message: chatMessage, credits: z.number().int() });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/**
 * `POST /api/chat.php` with a raw image body (`Content-Type: image/jpeg|png|webp`): a photo
 * message; the recipient and the idempotency key travel in the query (the body is the image).
 */
export const chatPhotoQuery = z
  .object({ conversation: id.optional(), profile: id.optional(), client_message_id: z.uuid() })
  .refine((q) => (q.conversation === undefined) !== (q.profile === undefined), {
    message: 'Give either conversation or profile',
    path: ['conversation'],
  });
export type ChatPhotoQuery = z.infer<typeof chatPhotoQuery>;

/** `PUT /api/chat.php?read=1` body: the conversation the member has read. */
export const readChatBody = z.object({ conversation: z.coerce.number().int().positive() });

/** `DELETE /api/chat.php` body (or query): one `conversation`, or every conversation with `profile`. */
export const deleteChatBody = z
  .object({ conversation: id.optional(), profile: id.optional() })
  .refine((b) => (b.conversation === undefined) !== (b.profile === undefined), {
    message: 'Give either conversation or profile',
    path: ['conversation'],
  });

/** `GET /api/gifts.php` → the gift catalogue in display order. */
export const giftsResponse = z.object({ gifts: z.array(gift) });
export type GiftsResponse = z.infer<typeof giftsResponse>;

import { api } from '@amora/shared';
import type { SendMessageBody, SendMessageResponse } from '@amora/contracts';

/**
 * `POST /api/chat.php` (spec §3, §5; docs/design.md §7): sends a text or a gift, to a conversation or to
 * a profile (the first message starts the conversation). The credits (`message_credits` for a
 * text, `gift_credits` for a gift) are taken in the transaction that stores it. `client_message_id`
 * is also the request's idempotency key: the API client may retry (spec §7) and the API applies the
 * id once, a replay answering the stored message without charging again.
 * @returns the stored message and the sender's credits after it.
 * @throws ApiError 402 `not_enough_credits` / `free_conversation_limit`, 403 `partner_unconfirmed` /
 * `blocked`, 400 `message_length`, 404; status 0 `network_error` after the last retry.
 */
export function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>('/api/chat.php', body, { idempotencyKey: body.client_message_id });
}

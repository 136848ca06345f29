import { api } from '@amora/shared';
import type { SendMessageResponse } from '@amora/contracts';

/**
 * `POST /api/chat.php?{conversation|profile}=ID&client_message_id=…` with the image as the raw body
 * (issue 9 photos in chat): sends a photo message for `photo_credits`. The photo waits for review
 * (`photo.status` `pending`; the partner sees it once approved, spec §5). The `client_message_id`
 * is also the idempotency key: the API client may retry (spec §7) and the API applies it once.
 * @returns the stored message and the sender's credits after it (in credits).
 * @throws ApiError as a text send (402 `not_enough_credits`, 403, 404), plus 415
 * `unsupported_image`, 413 `image_too_large`, 400 `invalid_image`; status 0 `network_error` after the last retry.
 */
export function sendPhoto(to: { conversation: number } | { profile: number }, clientMessageId: string, file: File): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>('/api/chat.php', file, { query: { ...to, client_message_id: clientMessageId }, idempotencyKey: clientMessageId });
}

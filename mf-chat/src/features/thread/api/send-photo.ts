import { ApiError } from '@amora/shared';
import type { SendMessageResponse } from '@amora/contracts';

/**
 * `POST /api/chat.php?{conversation|profile}=ID&client_message_id=…` with the image as the raw body
 * (issue 9 photos in chat; not JSON, so not through `api.post`): sends a photo message for
 * `photo_credits`. The photo waits for review (`photo.status` `pending`; the partner sees it once
 * approved, spec §5). The `client_message_id` makes a resend safe: the API applies it once.
 * @returns the stored message and the sender's credits after it (in credits).
 * @throws ApiError as a text send (402 `not_enough_credits`, 403, 404), plus 415
 * `unsupported_image`, 413 `image_too_large`, 400 `invalid_image`; status 0 `network_error` offline.
 */
export async function sendPhoto(to: { conversation: number } | { profile: number }, clientMessageId: string, file: File): Promise<SendMessageResponse> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(to).map(([k, v]) => [k, String(v)])), client_message_id: clientMessageId });
  let response: Response;
  try {
    response = await fetch(`/api/chat.php?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type, Accept: 'application/json', 'Idempotency-Key': clientMessageId },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  let data: Record<string, unknown> = {};
  try {
    data = ((await response.json()) ?? {}) as Record<string, unknown>;
  } catch {
    data = {};
  }
  if (!response.ok) {
    const code = typeof data.error === 'string' ? data.error : `http_${response.status}`;
    throw new ApiError(response.status, code, typeof data.message === 'string' ? data.message : response.statusText, data);
  }
  return data as unknown as SendMessageResponse;
}

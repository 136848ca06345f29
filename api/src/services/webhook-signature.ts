import crypto from 'node:crypto';
import { ApiError } from '../errors.js';

/** The signature header of our webhooks: `Amora-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export const SIGNATURE_HEADER = 'amora-signature';

/** Seconds a signed webhook's timestamp may be away from now (replays of old deliveries are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature header value of `rawBody` signed at `timestamp` (unix seconds) with `secret`. */
export function signWebhook(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const signatureInvalid = (why: string) => new ApiError(400, 'webhook_signature_invalid', `Webhook refused: ${why}.`);

/**
 * Checks a signature header against `rawBody` (HMAC-SHA256 over `t.body`, compared in constant
 * time, the timestamp within `toleranceSeconds` of `now`) and answers the parsed JSON body.
 * @throws ApiError 400 `webhook_signature_invalid` (no, wrong or stale signature), 400
 *   `invalid_request` (a body that is not JSON).
 */
export function verifySignedJson(secret: string, header: string | string[] | undefined, rawBody: string, now = new Date(), toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS): unknown {
  const value = Array.isArray(header) ? header[0] : header;
  const parts = Object.fromEntries((value ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) throw signatureInvalid('no signature');
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(parts.v1 as string, 'hex'))) throw signatureInvalid('wrong signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw signatureInvalid('timestamp outside the tolerance');
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request is invalid.');
  }
}

/**
 * Mailgun's webhook format (issue 32 "Bounces and complaints"; documentation.mailgun.com
 * "Securing Webhooks", "Webhook Payloads"): a JSON body
 * `{signature: {timestamp, token, signature, 'parent-signature'?}, 'event-data': {event, severity?,
 * reason?, recipient, id, 'delivery-status'?, …}}` where `signature` is the hex HMAC-SHA256 of
 * `timestamp + token` (no separator) with the account's HTTP webhook signing key. The body itself
 * is not signed: a token may be used once (routes/mail-webhook.ts refuses a token seen before) and
 * only within {@link MAIL_WEBHOOK}.toleranceSeconds of its timestamp.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { MAIL_WEBHOOK } from '../config.js';
import { ApiError } from '../errors.js';
import type { NotificationsDisabledReason } from '../types.js';

/** What a verified event asks of us: turn mail off for `recipient` because of `reason`; `detail` is audited. */
export interface MailSuppression {
  recipient: string;
  reason: NotificationsDisabledReason;
  detail: string;
}

/** A delivery whose signature held: its token (used once) and what it asks, null for an event we ignore. */
export interface VerifiedMailgunDelivery {
  token: string;
  suppression: MailSuppression | null;
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

const signatureBlock = z.object({
  // Mailgun sends the seconds as a string ("1770920772"); its table says int: both are taken as written.
  timestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().min(0).max(1e12)]),
  token: z.string().min(1).max(200),
  signature: z.string().max(200),
  'parent-signature': z.string().max(200).optional(),
});
const delivery = z.object({ signature: signatureBlock, 'event-data': z.unknown() });

const eventData = z.object({
  event: z.string().max(100),
  severity: z.string().max(100).optional(),
  reason: z.string().max(100).optional(),
  recipient: z.string().trim().toLowerCase().min(3).max(320).optional(),
  id: z.string().max(200).optional(),
  'delivery-status': z
    .object({
      code: z.union([z.number(), z.string().max(50)]).optional(),
      message: z.string().max(2000).optional(),
      description: z.string().max(2000).optional(),
    })
    .optional(),
});

/** 406 `webhook_signature_invalid`: Mailgun does not retry a delivery answered 406 (a forged one gains nothing by it). */
const refused = (why: string) => new ApiError(406, 'webhook_signature_invalid', `Webhook refused: ${why}.`);

/** The hex signature Mailgun sends for `timestamp` and `token` with `signingKey` (HMAC-SHA256 of `timestamp + token`). */
export function signMailgun(signingKey: string, timestamp: string | number, token: string): string {
  return crypto.createHmac('sha256', signingKey).update(`${timestamp}${token}`).digest('hex');
}

/** Whether `given` is the 64-hex-digit `expected` digest, compared in constant time. */
function matches(expected: Buffer, given: string | undefined): boolean {
  if (given === undefined || !HEX_SIGNATURE.test(given)) return false;
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Maps a Mailgun event to the reason mail goes off (spec §4 "spam complaint, bounce or
 * unsubscribe"), or null for events that change nothing (delivered, opened, a temporary failure,
 * an event without a recipient):
 * - `failed` with `severity: 'permanent'` → `bounce`; when Mailgun dropped the message because the
 *   address is on its suppression list, the list's reason: `suppress-complaint` → `spam_complaint`,
 *   `suppress-unsubscribe` → `unsubscribe` (`suppress-bounce` stays `bounce`);
 * - `complained` → `spam_complaint`; `unsubscribed` (Mailgun's own unsubscribe link) → `unsubscribe`.
 */
export function mailgunSuppression(data: unknown): MailSuppression | null {
  const parsed = eventData.safeParse(data);
  if (!parsed.success || !parsed.data.recipient?.includes('@')) return null;
  const { event, severity, reason, recipient, id } = parsed.data;
  let disabled: NotificationsDisabledReason | null = null;
  if (event === 'failed' && severity === 'permanent') {
    disabled = reason === 'suppress-complaint' ? 'spam_complaint' : reason === 'suppress-unsubscribe' ? 'unsubscribe' : 'bounce';
  } else if (event === 'complained') {
    disabled = 'spam_complaint';
  } else if (event === 'unsubscribed') {
    disabled = 'unsubscribe';
  }
  if (!disabled) return null;
  const status = parsed.data['delivery-status'];
  const said = [status?.code, status?.message || status?.description].filter((p) => p !== undefined && p !== '').join(' ');
  const what = [`Mailgun ${event}`, severity, reason && `(${reason})`].filter(Boolean).join(' ');
  const detail = `${what}${said ? `: ${said}` : ''}${id ? ` [event ${id}]` : ''}`.replace(/\s+/g, ' ').slice(0, 500);
  return { recipient, reason: disabled, detail };
}

/**
 * Checks a Mailgun webhook body: the signature block is there, `signature` (or, for a subaccount's
 * domain, `parent-signature`) is the HMAC of `timestamp + token` with `signingKey` (constant-time
 * comparison), and the timestamp is within `toleranceSeconds` of `now`. Answers the token (the
 * caller refuses one seen before) and what the event asks ({@link mailgunSuppression}).
 * @throws ApiError 406 `webhook_signature_invalid` (no signature block, a wrong signature, a stale
 *   or future timestamp).
 */
export function verifyMailgunDelivery(signingKey: string, body: unknown, now = new Date(), toleranceSeconds: number = MAIL_WEBHOOK.toleranceSeconds): VerifiedMailgunDelivery {
  const parsed = delivery.safeParse(body);
  if (!parsed.success) throw refused('no Mailgun signature');
  const { timestamp, token, signature } = parsed.data.signature;
  const expected = Buffer.from(signMailgun(signingKey, timestamp, token), 'hex');
  // Both are compared whatever the first gives, so the time taken says nothing about which matched.
  const own = matches(expected, signature);
  const parent = matches(expected, parsed.data.signature['parent-signature']);
  if (!own && !parent) throw refused('wrong signature');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) throw refused('timestamp outside the tolerance');
  return { token, suppression: mailgunSuppression(parsed.data['event-data']) };
}

import crypto from 'node:crypto';
import { type PaymentWebhookEvent, paymentWebhookEvent } from '@amora/contracts';
import { PAYMENTS } from '../../config.js';
import { ApiError } from '../../errors.js';

/** What a provider needs to open its checkout for one of our payments. */
export interface CheckoutRequest {
  id: number;
  amountCents: number;
  currency: string;
  method: string;
  credits: number;
  /** Where the provider sends the member back: `/transactions/{id}` of the member's site. */
  returnUrl: string;
}

/**
 * A payment provider behind `/api/payments.php` (issue 11; api/README.md "Payments" shows how
 * Mollie or Stripe plug in). The sandbox provider (./sandbox.ts) is the embedded default.
 */
export interface PaymentProvider {
  /** Stored with each payment (`payments.provider`). */
  readonly name: string;
  /** Creates the payment at the provider: its reference and the page where the member pays. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; checkoutUrl: string }>;
  /**
   * Verifies a webhook's signature and timestamp and parses its event. Throws ApiError 400
   * `webhook_signature_invalid` (missing, malformed or wrong signature, or a timestamp more than
   * PAYMENTS.webhookToleranceSeconds from `now`) or 400 invalid_request (a body that is no event).
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: Date): PaymentWebhookEvent;
  /** Refunds `amountCents` of a completed payment at the provider; throws when the provider refuses. */
  refund(providerRef: string, amountCents: number): Promise<void>;
}

/** The signature header: `Amora-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export const SIGNATURE_HEADER = 'amora-signature';

/** The signature header value of `rawBody` signed at `timestamp` (unix seconds) with `secret`. */
export function signWebhook(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const signatureInvalid = (why: string) => new ApiError(400, 'webhook_signature_invalid', `Webhook refused: ${why}.`);

/**
 * Checks a signature header against `rawBody` (HMAC-SHA256 over `t.body`, compared in constant
 * time) and the tolerance of PAYMENTS.webhookToleranceSeconds around `now`; returns the parsed
 * event. Throws as `PaymentProvider.parseWebhook` describes.
 */
export function verifyWebhook(secret: string, header: string | string[] | undefined, rawBody: string, now = new Date()): PaymentWebhookEvent {
  const value = Array.isArray(header) ? header[0] : header;
  const parts = Object.fromEntries((value ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) throw signatureInvalid('no signature');
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(parts.v1 as string, 'hex'))) throw signatureInvalid('wrong signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > PAYMENTS.webhookToleranceSeconds) throw signatureInvalid('timestamp outside the tolerance');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request is invalid.');
  }
  const parsed = paymentWebhookEvent.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'invalid_request', 'The request is invalid.');
  return parsed.data;
}

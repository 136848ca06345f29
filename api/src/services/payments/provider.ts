import { type PaymentWebhookEvent, paymentWebhookEvent } from '@amora/contracts';
import { PAYMENTS } from '../../config.js';
import { ApiError } from '../../errors.js';
import { verifySignedJson } from '../webhook-signature.js';

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

export { SIGNATURE_HEADER, signWebhook } from '../webhook-signature.js';

/**
 * Checks a signature header against `rawBody` (`verifySignedJson`, with the tolerance of
 * PAYMENTS.webhookToleranceSeconds around `now`) and returns the parsed event. Throws as
 * `PaymentProvider.parseWebhook` describes.
 */
export function verifyWebhook(secret: string, header: string | string[] | undefined, rawBody: string, now = new Date()): PaymentWebhookEvent {
  const parsed = paymentWebhookEvent.safeParse(verifySignedJson(secret, header, rawBody, now, PAYMENTS.webhookToleranceSeconds));
  if (!parsed.success) throw new ApiError(400, 'invalid_request', 'The request is invalid.');
  return parsed.data;
}

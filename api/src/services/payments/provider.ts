import { type PaymentWebhookEvent as ContractWebhookEvent, paymentWebhookEvent } from '@amora/contracts';
import { PAYMENTS } from '../../config.js';
import { ApiError } from '../../errors.js';
import { verifySignedJson } from '../webhook-signature.js';

/** The payment providers a site can choose (issue 32): `payments.provider` of each payment. */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'mollie', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/**
 * One event a provider's webhook reports (`{id, type, payment: <providerRef>}`, the contract's
 * `paymentWebhookEvent`). `reason: 'expired'` on a `payment.failed` keeps why it failed (a
 * checkout the member never finished: `failure_reason: 'expired'`).
 */
export type PaymentWebhookEvent = ContractWebhookEvent & { reason?: 'expired' };

/** What a provider needs to open its checkout for one of our payments (issue 11, issue 32). */
export interface CheckoutRequest {
  /** Our payment id (`payments.id`): the provider keeps it as metadata `payment_id`. */
  id: number;
  /** What to charge, in minor units of `currency` (cents), from the server's bundle table and discount. */
  amountCents: number;
  /** ISO 4217, upper case (`EUR`). */
  currency: string;
  /** Our method name (contract PAYMENT_METHODS, e.g. `ideal`, `card`, `prezelewy24`). */
  method: string;
  credits: number;
  /** What the member sees on the provider's page and bank statement, in their language ("Amora: 55 credits"). */
  description: string;
  /** The member's language and country as BCP 47 (`de-AT`); each adapter maps it to what its checkout speaks. */
  locale: string;
  /** Where the provider sends the member back: the site's origin + `/transactions/{id}`. */
  returnUrl: string;
  /** Where the provider posts its webhook: the site's origin + `/api/payment-webhook.php?provider=<name>`. */
  webhookUrl: string;
  /** Stable per payment (`payment-<id>`): a retried creation makes no second payment at the provider. */
  idempotencyKey: string;
}

/** A webhook as it arrived: the request headers and the exact body bytes (signatures cover them). */
export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * A payment provider behind `/api/payments.php` (issue 11, issue 32): the sandbox (./sandbox.ts,
 * the default on a fresh clone), Mollie (./mollie.ts) and Stripe (./stripe.ts). Which one serves
 * an order is the site's setting `payment_providers` (./registry.ts). Adapters are stateless per
 * request; everything they return is applied by the repository exactly once.
 */
export interface PaymentProvider {
  /** Stored with each payment (`payments.provider`); the webhook path's `?provider=`. */
  readonly name: PaymentProviderName;
  /** Creates the payment at the provider: its reference and the page where the member pays. Throws ApiError 400 `method_not_available` for a method it lacks. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; checkoutUrl: string }>;
  /**
   * Verifies and reads a webhook; the events to apply ([] for events we ignore). Throws ApiError
   * 400 `webhook_signature_invalid` (missing, malformed, wrong or stale signature) or 400
   * `invalid_request` (a body that is no event).
   */
  parseWebhook(input: WebhookInput, now?: Date): Promise<PaymentWebhookEvent[]>;
  /** Refunds `amountCents` (minor units of `currency`) of a completed payment; `idempotencyKey` makes a retry safe. Throws when the provider refuses. */
  refund(providerRef: string, amountCents: number, currency: string, idempotencyKey: string): Promise<void>;
  /** Whether the provider takes our method (checked before an order is stored); absent = every method. */
  supportsMethod?(method: string): boolean;
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

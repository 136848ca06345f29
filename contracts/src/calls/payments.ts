/**
 * Payments (issue 11; spec §3 "Payment: id, credits, payment method", §4 payment states, §9
 * payment methods): the bodies of `/api/payments.php`, the sandbox provider and the webhook.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';

/** A payment method name of spec §9. */
export const paymentMethod = z.enum(PAYMENT_METHODS);

/**
 * A payment of the member (`pending` until the provider reports, then `completed` or `failed`;
 * `refunded` after an operator's refund). Amounts in cents of `currency`: `original_cents` is the
 * bundle's price, `amount_cents` what is charged after `discount_code` (null without one).
 * Times ISO 8601. `checkout_url`: where the member pays (the provider's page) while pending.
 * `failure_reason` of a failed payment: the provider's `failed`/`cancelled`, `expired` (24 h
 * pending), `discount_used` (its once-per-member code was used by another payment meanwhile; the
 * amount was refunded).
 */
export const payment = z.object({
  id: z.number().int(),
  bundle_id: z.number().int(),
  credits: z.number().int(),
  paymentmethod: paymentMethod,
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  amount_cents: z.number().int(),
  original_cents: z.number().int(),
  currency: z.string(),
  discount_code: z.string().nullable(),
  failure_reason: z.enum(['failed', 'cancelled', 'expired', 'discount_used']).nullable(),
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/**
 * `POST /api/payments.php` — starts a payment of a credit bundle: `idempotency_key` (8–100
 * characters, one per order attempt: the same key answers the same payment and never makes a
 * second one), an optional discount code (else none: the client sends the active one).
 */
export const createPaymentBody = z.object({
  bundle: z.number().int().positive(),
  paymentmethod: paymentMethod,
  discount_code: z.string().trim().max(64).nullish(),
  idempotency_key: z.string().min(8).max(100),
});

/** `GET /api/payments.php?id=` and `POST /api/payments.php` → one payment. */
export const paymentResponse = z.object({ payment });
/** `GET /api/payments.php` → the member's payments, newest first. */
export const paymentsResponse = z.object({ payments: z.array(payment) });

/** `POST /api/sandbox-pay.php?payment=` — the member's choice on the sandbox provider's page. */
export const sandboxPayBody = z.object({ action: z.enum(['pay', 'fail', 'cancel']) });

/**
 * The webhook event a provider posts (`POST /api/payment-webhook.php`), signed in the
 * `Amora-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` header.
 */
export const paymentWebhookEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.completed', 'payment.failed', 'payment.cancelled']),
  payment: z.string().min(1).max(200),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEvent>;

/** The payment providers a site can choose (issue 32): the sandbox (embedded default), Mollie, Stripe. */
export const paymentProviderName = z.enum(['sandbox', 'mollie', 'stripe']);
export type PaymentProviderName = z.infer<typeof paymentProviderName>;

/**
 * A site's setting `payment_providers` (issue 32): the provider of every method (`default`), and
 * per method where another one serves it (`{default: 'mollie', methods: {card: 'stripe'}}`).
 * Absent = `{default: 'sandbox'}`. `sdd` always goes through our own mandate form.
 */
export const paymentProvidersSetting = z.object({
  default: paymentProviderName,
  methods: z.partialRecord(paymentMethod, paymentProviderName).optional(),
});
export type PaymentProvidersSetting = z.infer<typeof paymentProvidersSetting>;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /api/directdebit.php?payment=ID` — the SEPA mandate of spec §5 (the IBAN is checked with
 * ibantools on both sides). The mobile number gets the SMS code.
 */
export const directDebitMandateBody = z.object({
  account_holder: text(100),
  iban: z.string().trim().min(5).max(42),
  street: text(100),
  house_number: text(20),
  postal_code: text(16),
  city: text(100),
  mobile: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/),
});
export type DirectDebitMandate = z.infer<typeof directDebitMandateBody>;

/** `POST /api/directdebit.php?payment=ID&confirm=1` — the SMS code and the consent (must be true). */
export const directDebitConfirmBody = z.object({ code: z.string().trim().max(12), consent: z.literal(true) });

/** The mandate step's answer: the SMS went to `sms_to` (masked). */
export const directDebitSentResponse = z.object({ ok: z.literal(true), sms_to: z.string() });

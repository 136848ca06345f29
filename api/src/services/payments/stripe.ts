import type { PaymentMethod } from '@amora/contracts';
import Stripe from 'stripe';
import { z } from 'zod';
import { PAYMENTS } from '../../config.js';
import { ApiError } from '../../errors.js';
import type { PaymentProvider, PaymentWebhookEvent } from './provider.js';

/**
 * Our payment methods (spec §9) that Stripe Checkout takes, as Stripe's payment method type.
 * Apple Pay rides on `card` (Checkout shows it on Apple devices once the domain is registered).
 * Not through Stripe: `sdd` (our own mandate form), `sct` (Stripe's bank transfers need a
 * Customer), `paysafecard` and `vipps` (Stripe has neither), `giropay` (discontinued 2024-06-30)
 * and `sofort` (discontinued by Stripe 2025-03-31).
 */
export const STRIPE_PAYMENT_METHODS: Readonly<Partial<Record<PaymentMethod, string>>> = {
  card: 'card',
  applepay: 'card',
  paypal: 'paypal',
  ideal: 'ideal',
  bancontact: 'bancontact',
  eps: 'eps',
  prezelewy24: 'p24',
  blik: 'blik',
  mobilepay: 'mobilepay',
  swish: 'swish',
  twint: 'twint',
  satispay: 'satispay',
};

/** The locales Stripe Checkout is drawn in (its `locale` parameter); anything else is `auto`. */
const CHECKOUT_LOCALES = new Set(
  'bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(' '),
);

/** Stripe Checkout's locale for one of ours (`de`, `pt-BR`, `de-AT` → `de`), else `auto` (the browser's). */
export function stripeLocale(locale: string): string {
  if (CHECKOUT_LOCALES.has(locale)) return locale;
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return CHECKOUT_LOCALES.has(language) ? language : 'auto';
}

/** The `stripe-signature` header Stripe signs its webhooks with (t=<unix s>,v1=<hex HMAC-SHA256>). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const signatureInvalid = (why: string) => new ApiError(400, 'webhook_signature_invalid', `Webhook refused: ${why}.`);
const notAnEvent = () => new ApiError(400, 'invalid_request', 'The request is invalid.');

/** Stripe refused the request itself (a 4xx about its parameters or objects: `invalid_request_error`, `card_error`). */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;

/** Stripe could not be used (down, timed out, rate-limited, our key refused) as our 502: the caller, or Stripe's webhook retry, tries again later. */
function unavailable(error: unknown): ApiError {
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError(502, 'payment_provider_error', `The payment provider could not be reached: ${detail}`);
}

/** A refund that cannot be made (Stripe's refusal, or a session with nothing to refund), said as it is. */
const refundRefused = (why: string) => new ApiError(409, 'refund_refused', `The payment provider refused the refund: ${why}`);

/** The part of a Stripe event we read (https://docs.stripe.com/api/events/object). */
const stripeEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1),
  data: z.object({ object: z.object({ id: z.string().min(1).max(200), payment_status: z.string().nullish() }) }),
});

/**
 * The Stripe adapter of issue 32: a Checkout Session per payment, webhooks verified with
 * `stripe.webhooks.constructEvent` (the `stripe-signature` header, HMAC with `webhookSecret`,
 * at most PAYMENTS.webhookToleranceSeconds old), refunds of the session's PaymentIntent. Our
 * provider reference is always the Checkout Session id (`cs_…`).
 * @param options.secretKey Stripe's secret API key (`sk_live_…`/`sk_test_…`, STRIPE_SECRET_KEY).
 * @param options.webhookSecret the webhook endpoint's signing secret (`whsec_…`, STRIPE_WEBHOOK_SECRET).
 * @param options.apiBase another API origin than https://api.stripe.com (tests: `http://127.0.0.1:PORT`).
 * @throws Error when a key is blank (a configuration mistake, at start).
 */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string; apiBase?: string }): PaymentProvider {
  if (options.secretKey.trim() === '' || options.webhookSecret.trim() === '') throw new Error('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    // Retries reuse the request's idempotency key, so a retried create charges nothing twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? '80' : '443'), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });

  /** The PaymentIntent of a Checkout Session (null before the member paid). */
  const intentOf = (session: Stripe.Checkout.Session): string | null =>
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

  /**
   * `payment_intent.payment_failed` → the session's failure, but only once the session is
   * complete and unpaid (a delayed method that failed). While the session is open the member
   * can still pay with another card on Stripe's page: failing our payment then would lose the
   * completion that may follow (a payment that is no longer pending takes no completion).
   */
  async function intentFailed(eventId: string, intentId: string): Promise<PaymentWebhookEvent[]> {
    let session: Stripe.Checkout.Session | undefined;
    try {
      session = (await stripe.checkout.sessions.list({ payment_intent: intentId, limit: 1 })).data[0];
    } catch (error) {
      throw unavailable(error);
    }
    if (session?.status !== 'complete' || session.payment_status === 'paid') return [];
    return [{ id: eventId, type: 'payment.failed', payment: session.id }];
  }

  return {
    name: 'stripe',

    /** Whether Stripe takes our `method` (STRIPE_PAYMENT_METHODS). */
    supportsMethod: (method) => Object.hasOwn(STRIPE_PAYMENT_METHODS, method),

    /**
     * Creates a Checkout Session in `mode: 'payment'` for `request.amountCents` (minor units)
     * of `request.currency`, offering only the member's method, our payment id in
     * `client_reference_id` and in the metadata of the session and its PaymentIntent, with
     * `request.idempotencyKey` (the same request twice answers the same session). Success and
     * cancel both return to `request.returnUrl` (the transaction page reads the outcome from
     * the webhook). Stripe's default expiry (24 h) matches our pending expiry.
     * @throws ApiError 400 `method_not_available` for a method Stripe does not take (nothing
     *   sent), or when Stripe refuses the session (e.g. the method is not enabled in the
     *   Dashboard, or does not take this currency: Stripe's words in the message; the order route
     *   then fails the payment); 502 `payment_provider_error` when Stripe cannot be used.
     */
    async createCheckout(request) {
      const type = Object.hasOwn(STRIPE_PAYMENT_METHODS, request.method) ? STRIPE_PAYMENT_METHODS[request.method as PaymentMethod] : undefined;
      if (!type) {
        throw new ApiError(400, 'method_not_available', 'This payment method is not available.', { method: request.method, provider: 'stripe' });
      }
      const paymentId = String(request.id);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } }, quantity: 1 }],
            allowed_payment_method_types: [type],
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            locale: stripeLocale(request.locale),
            client_reference_id: paymentId,
            metadata: { payment_id: paymentId },
            payment_intent_data: { metadata: { payment_id: paymentId } },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        if (isRefusal(error)) {
          throw new ApiError(400, 'method_not_available', `Stripe refused this payment: ${error.message}`, { method: request.method, provider: 'stripe' });
        }
        throw unavailable(error);
      }
      if (!session.url) throw unavailable(new Error(`Checkout Session ${session.id} has no url`));
      return { providerRef: session.id, checkoutUrl: session.url };
    },

    /**
     * Verifies a Stripe webhook and maps its event (event id = Stripe's `evt_…`, payment = the
     * Checkout Session id): `checkout.session.completed` with `payment_status: 'paid'` and
     * `checkout.session.async_payment_succeeded` → completed; `checkout.session.async_payment_failed`
     * → failed; `checkout.session.expired` (the member left Stripe's page unpaid for 24 h) →
     * failed with `reason: 'expired'` (as our own 24 h expiry); `payment_intent.payment_failed`
     * → failed once its session is complete and unpaid (see intentFailed); every other event
     * (and a completed session still unpaid, a delayed method) → `[]`.
     * @param now the receiving time the timestamp's age is measured from (default: now).
     * @throws ApiError 400 `webhook_signature_invalid` (no, wrong or malformed signature, or
     *   signed more than PAYMENTS.webhookToleranceSeconds before `now`), 400 `invalid_request`
     *   (a signed body that is no Stripe event), 502 `payment_provider_error` when Stripe cannot
     *   be asked for a failed PaymentIntent's session (Stripe delivers the webhook again).
     */
    async parseWebhook({ headers, rawBody }, now = new Date()) {
      const header = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof header !== 'string' || header === '') throw signatureInvalid('no Stripe signature');
      let parsed: unknown;
      try {
        parsed = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret, PAYMENTS.webhookToleranceSeconds, undefined, now.getTime());
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw signatureInvalid(error.message.split('\n')[0] ?? 'wrong signature');
        if (error instanceof SyntaxError) throw notAnEvent();
        throw error;
      }
      const event = stripeEvent.safeParse(parsed);
      if (!event.success) throw notAnEvent();
      const { id, type, data } = event.data;
      const outcome = (kind: PaymentWebhookEvent['type'], extra: Pick<PaymentWebhookEvent, 'reason'> = {}): PaymentWebhookEvent[] => [
        { id, type: kind, payment: data.object.id, ...extra },
      ];
      switch (type) {
        case 'checkout.session.completed':
          return data.object.payment_status === 'paid' ? outcome('payment.completed') : [];
        case 'checkout.session.async_payment_succeeded':
          return outcome('payment.completed');
        case 'checkout.session.async_payment_failed':
          return outcome('payment.failed');
        case 'checkout.session.expired':
          return outcome('payment.failed', { reason: 'expired' });
        case 'payment_intent.payment_failed':
          return intentFailed(id, data.object.id);
        default:
          return [];
      }
    },

    /**
     * Refunds `amountCents` (minor units) of the Checkout Session `providerRef`: its
     * PaymentIntent is refunded with `idempotencyKey` (a retried refund refunds once).
     * @throws ApiError 409 `refund_refused` (Stripe's reason, e.g. already refunded or more than
     *   was paid; an unknown session; a session never paid or in another currency than
     *   `currency`, nothing asked then); 502 `payment_provider_error` when Stripe cannot be used.
     */
    async refund(providerRef, amountCents, currency, idempotencyKey) {
      try {
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        const intent = intentOf(session);
        if (!intent) throw refundRefused(`Checkout Session ${providerRef} has no payment to refund`);
        if (session.currency && session.currency !== currency.toLowerCase()) {
          throw refundRefused(`Checkout Session ${providerRef} is in ${session.currency}, not ${currency}`);
        }
        await stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw isRefusal(error) ? refundRefused(error.message) : unavailable(error);
      }
    },
  };
}

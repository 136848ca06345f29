import { createMollieClient, Locale, MollieApiError, type Payment as MolliePayment, PaymentMethod as MollieMethod, PaymentStatus } from '@mollie/api-client';
import type { PaymentMethod } from '@amora/contracts';
import { ApiError } from '../../errors.js';
import type { PaymentProvider, PaymentWebhookEvent } from './provider.js';

/**
 * Our payment methods (spec §9) that Mollie takes, as Mollie's method. Not through Mollie: `sdd`
 * (our own mandate form), `sofort` and `giropay` (Mollie discontinued both; its SDK lists them as
 * historic methods only).
 */
export const MOLLIE_METHODS: Readonly<Partial<Record<PaymentMethod, MollieMethod>>> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  card: MollieMethod.creditcard,
  applepay: MollieMethod.applepay,
  paypal: MollieMethod.paypal,
  eps: MollieMethod.eps,
  prezelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  paysafecard: MollieMethod.paysafecard,
  sct: MollieMethod.banktransfer,
  mobilepay: MollieMethod.mobilepay,
  swish: MollieMethod.swish,
  twint: MollieMethod.twint,
  satispay: MollieMethod.satispay,
  vipps: MollieMethod.vipps,
};

/** Mollie's checkout language for ours (BCP 47 `de-AT` → `de_AT`; else the language's main country, `en_US`). */
const MOLLIE_LOCALES = new Set<string>(Object.values(Locale));
const LANGUAGE_LOCALES: Readonly<Record<string, Locale>> = {
  da: Locale.da_DK, de: Locale.de_DE, en: Locale.en_US, es: Locale.es_ES, fi: Locale.fi_FI, fr: Locale.fr_FR,
  it: Locale.it_IT, nb: Locale.nb_NO, nl: Locale.nl_NL, pl: Locale.pl_PL, sv: Locale.sv_SE,
};

/** Mollie's `locale` for a BCP 47 tag, or undefined (Mollie then takes the browser's language). */
export function mollieLocale(tag: string): Locale | undefined {
  const [language = '', country = ''] = tag.split(/[-_]/);
  const exact = `${language.toLowerCase()}_${country.toUpperCase()}`;
  return MOLLIE_LOCALES.has(exact) ? (exact as Locale) : LANGUAGE_LOCALES[language.toLowerCase()];
}

/**
 * Mollie's amount `{currency, value}` of minor units: the value a string with exactly the
 * currency's decimals (2 for EUR, CHF, GBP, PLN, DKK, SEK, NOK: 2495 → '24.95').
 */
export function mollieAmount(minorUnits: number, currency: string): { currency: string; value: string } {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  const whole = Math.trunc(minorUnits / scale);
  const fraction = String(minorUnits % scale).padStart(digits, '0');
  return { currency: currency.toUpperCase(), value: digits === 0 ? String(whole) : `${whole}.${fraction}` };
}

/** Mollie's payment ids (`tr_` + letters and digits). */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * The webhook's verdict for a Mollie payment status: `paid` completes, `failed` and `expired`
 * fail (`expired` kept as the reason), `canceled` cancels; `open`, `pending` and `authorized` are
 * not decided yet (no event).
 */
function eventOf(id: string, status: PaymentStatus): PaymentWebhookEvent | null {
  // The id names the payment and the status it reached: a repeated or late webhook of the same status is a replay.
  const event = (type: PaymentWebhookEvent['type'], reason?: 'expired') => ({ id: `mollie:${id}:${status}`, type, payment: id, ...(reason ? { reason } : {}) });
  if (status === PaymentStatus.paid) return event('payment.completed');
  if (status === PaymentStatus.failed) return event('payment.failed');
  if (status === PaymentStatus.expired) return event('payment.failed', 'expired');
  if (status === PaymentStatus.canceled) return event('payment.cancelled');
  return null;
}

/**
 * A failure of Mollie's API (down, refusing our key or a parameter) as our 502: the caller (or
 * Mollie's webhook retry) tries again later. Mollie's own words stay in `cause`, for the log only.
 */
function unavailable(error: unknown): ApiError {
  const failure = new ApiError(502, 'payment_provider_error', 'The payment provider is not available at the moment. Please try again later.');
  failure.cause = error;
  return failure;
}

/**
 * The Mollie provider (issue 32; `@mollie/api-client`, Mollie API v2). `apiKey` is the
 * profile's `live_…` or `test_…` key (`MOLLIE_API_KEY`); `apiBase` replaces
 * `https://api.mollie.com/v2/` (tests: a local HTTPS server answering as Mollie does).
 * - `createCheckout` → `POST /v2/payments` (amount as a decimal string, the mapped method,
 *   description, redirect and webhook URLs, locale, metadata `payment_id`, our idempotency key)
 *   → `{providerRef: tr_…, checkoutUrl: _links.checkout.href}`; ApiError 400
 *   `method_not_available` for a method Mollie lacks (before anything is sent) or the profile
 *   has not activated (Mollie's 422 on `method`), 502 `payment_provider_error` otherwise.
 * - `parseWebhook`: Mollie posts only `id=tr_…` (form-encoded, unsigned), so the payment is read
 *   back with our key (`GET /v2/payments/:id`) and its status decides (see `eventOf`); an id
 *   Mollie does not know (404) is ignored ([]: nothing to apply, and nothing told to a prober);
 *   400 invalid_request for a body without a payment id; 502 `payment_provider_error` when Mollie
 *   cannot answer (Mollie retries its webhook).
 * - `refund` → `POST /v2/payments/:id/refunds` with the amount and the idempotency key; 409
 *   `refund_refused` with Mollie's reason when it refuses, 502 when it cannot answer.
 */
export function createMollieProvider(options: { apiKey: string; apiBase?: string }): PaymentProvider {
  const mollie = createMollieClient({ apiKey: options.apiKey, ...(options.apiBase ? { apiEndpoint: options.apiBase } : {}) });
  return {
    name: 'mollie',

    supportsMethod: (method) => method in MOLLIE_METHODS,

    async createCheckout(request) {
      const method = MOLLIE_METHODS[request.method as PaymentMethod];
      if (!method) throw new ApiError(400, 'method_not_available', 'This payment method is not available.');
      const locale = mollieLocale(request.locale);
      let payment: MolliePayment;
      try {
        payment = await mollie.payments.create({
          amount: mollieAmount(request.amountCents, request.currency),
          description: request.description,
          method,
          redirectUrl: request.returnUrl,
          cancelUrl: request.returnUrl,
          webhookUrl: request.webhookUrl,
          ...(locale ? { locale } : {}),
          metadata: { payment_id: request.id },
          idempotencyKey: request.idempotencyKey,
        });
      } catch (error) {
        // A method the Mollie profile has not activated is refused on its `method` field.
        if (error instanceof MollieApiError && error.statusCode === 422 && error.field === 'method') {
          throw new ApiError(400, 'method_not_available', 'This payment method is not available at the moment.');
        }
        throw unavailable(error);
      }
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw unavailable(new Error(`payment ${payment.id} has no checkout link`));
      return { providerRef: payment.id, checkoutUrl };
    },

    async parseWebhook({ rawBody }) {
      const id = new URLSearchParams(rawBody).get('id') ?? '';
      if (!PAYMENT_ID.test(id)) throw new ApiError(400, 'invalid_request', 'The request is invalid.');
      try {
        const payment = await mollie.payments.get(id);
        const event = eventOf(payment.id, payment.status);
        return event ? [event] : [];
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return [];
        throw unavailable(error);
      }
    },

    async refund(providerRef, amountCents, currency, idempotencyKey) {
      try {
        await mollie.paymentRefunds.create({ paymentId: providerRef, amount: mollieAmount(amountCents, currency), idempotencyKey });
      } catch (error) {
        // Mollie's 4xx is a refusal (e.g. more than the refundable amount, balance too low): said as it is.
        if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode < 500) {
          throw new ApiError(409, 'refund_refused', `The payment provider refused the refund: ${error.message}`);
        }
        throw unavailable(error);
      }
    },
  };
}

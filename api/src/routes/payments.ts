import { randomBytes } from 'node:crypto';
import { type Payment, type PaymentProvidersSetting, createPaymentBody, paymentMethodsFor } from '@amora/contracts';
import { currencyFor, type PaymentMethod } from '@amora/contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, authenticationRequired, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { type PaymentRow, toPayment } from '../repositories/payments.js';
import { asLocale } from '../repositories/users.js';
import { discountForOrder, discounted } from '../services/discounts.js';
import { checkoutDescription } from '../services/payments/checkout-description.js';
import { paymentIdempotencyKey } from '../services/payments/refund.js';
import { siteOrigin } from '../services/site-origin.js';

const getQuery = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });

/**
 * `/api/payments.php` (issue 11; spec §3 Payment, §4 payment states, §9 payment methods):
 * - `GET` (login) → `{payments}` newest first; `GET ?id=` → `{payment}` (404 not_found when it is
 *   not the member's). Payments pending for 24 h are failed as `expired` when read.
 * - `POST {bundle, paymentmethod, discount_code?, idempotency_key}` (login) → 201 `{payment}` with
 *   its `checkout_url` (the provider's page; `/directdebit?payment=` for sdd); the same key again
 *   → 200 the same payment, never a second one (422 `idempotency_key_reused` for another order).
 *   404 `bundle_not_found`; 400 `method_not_available` (+ `paymentmethods`) when the member's
 *   country is not offered the method (contract PAYMENT_METHODS_BY_COUNTRY) or the site's
 *   provider for it does not take it (issue 32; `paymentmethods` then lists those that work);
 *   503 `payment_provider_unavailable` when that provider is not configured; discount errors of
 *   services/discounts.ts. The price comes from the database and the discount is checked here,
 *   never taken from the client. The provider is the site's setting `payment_providers` for the
 *   method (services/payments/registry.ts) and is stored with the payment.
 * Refunds are the operator console's (`POST /api/operator/refund.php`, routes/operator/refund.ts).
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.repos;

  /** Whether the site's provider for `method` is configured and takes it. */
  function takes(choice: PaymentProvidersSetting | undefined, method: PaymentMethod): boolean {
    try {
      const provider = app.paymentProviders.forOrder(choice, method);
      return provider.supportsMethod?.(method) ?? true;
    } catch {
      return false;
    }
  }

  /**
   * Opens the checkout of a stored payment at its own provider (`payments.provider`: a retried
   * order keeps the provider it was stored with): the amount and currency of the row, the
   * description and locale in the member's language, and the return and webhook URLs on the
   * site's configured origin (never the request's Host). A provider's 400 (a method it refuses)
   * fails the payment, so it holds no discount code.
   */
  async function openCheckout(request: FastifyRequest, row: PaymentRow, country: string): Promise<{ providerRef: string; checkoutUrl: string }> {
    const provider = app.paymentProviders.get(row.provider);
    const locale = asLocale((await app.repos.users.findById(row.user_id))?.language ?? '');
    const origin = siteOrigin(app.config.publicUrl, request.site);
    try {
      return await provider.createCheckout({
        id: row.id,
        amountCents: row.amount_cents,
        currency: row.currency,
        method: row.method,
        credits: row.credits,
        description: checkoutDescription(locale, request.site.settings.mail_name || request.site.settings.name, row.credits),
        locale: `${locale}-${country}`,
        returnUrl: `${origin}/transactions/${row.id}`,
        webhookUrl: `${origin}/api/payment-webhook.php?provider=${provider.name}`,
        idempotencyKey: paymentIdempotencyKey('checkout', row),
      });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400) await payments.failUnopened(row.id);
      // The member is told to try again; why the provider failed is for the log.
      else request.log.warn({ err: error, payment: row.id, provider: provider.name }, 'checkout could not be opened');
      throw error;
    }
  }

  app.get('/api/payments.php', { schema: { querystring: getQuery } }, async (request) => {
    const user = requireUser(request);
    if (request.query.id !== undefined) {
      const row = await payments.byId(user.id, request.query.id);
      if (!row) throw notFound('Payment not found.');
      return { payment: toPayment(row) };
    }
    return { payments: (await payments.list(user.id)).map(toPayment) };
  });

  app.post('/api/payments.php', async (request, reply): Promise<{ payment: Payment }> => {
    const user = requireUser(request);
    const input = parseInput(createPaymentBody, request.body);
    const buyer = await app.repos.users.buyer(user.id);
    // A session whose account was just erased.
    if (!buyer) throw authenticationRequired();
    // Only the bundles of the member's currency are for sale to them (the ones GET /api/credits.php shows).
    const bundle = (await app.repos.sites.creditBundles(request.site.id, currencyFor(buyer.country))).find((b) => b.id === input.bundle);
    if (!bundle) throw new ApiError(404, 'bundle_not_found', 'This credit bundle does not exist.');
    const offered = paymentMethodsFor(buyer.country);
    if (!offered.includes(input.paymentmethod)) {
      throw new ApiError(400, 'method_not_available', 'This payment method is not available in your country.', { paymentmethods: [...offered] });
    }
    // The site's provider for the method (issue 32): 503 when it is not configured; a method it lacks is refused before anything is stored.
    const choice = request.site.settings.payment_providers;
    const provider = app.paymentProviders.forOrder(choice, input.paymentmethod);
    if (provider.supportsMethod && !provider.supportsMethod(input.paymentmethod)) {
      throw new ApiError(400, 'method_not_available', 'This payment method is not available at the moment.', { paymentmethods: offered.filter((m) => takes(choice, m)) });
    }
    const discount = input.discount_code
      ? await discountForOrder(
          app.repos,
          { userId: user.id, siteId: request.site.id, paidUser: buyer.paid_user, signupDate: buyer.signup_date, country: buyer.country },
          { code: input.discount_code, method: input.paymentmethod, priceCents: bundle.price_cents, currency: bundle.currency },
        )
      : null;
    const { row, created } = await payments.create({
      userId: user.id,
      siteId: request.site.id,
      bundleId: bundle.id,
      credits: bundle.credits,
      method: input.paymentmethod,
      amountCents: discount ? discounted(bundle.price_cents, discount.value_percentage) : bundle.price_cents,
      originalCents: bundle.price_cents,
      currency: bundle.currency,
      discountCode: discount?.code ?? null,
      provider: provider.name,
      idempotencyKey: input.idempotency_key,
    });
    let stored = row;
    // A new payment (or one whose checkout was never opened, e.g. after a crash) gets its checkout now.
    if (!stored.provider_ref) {
      const checkout = input.paymentmethod === 'sdd' ? { providerRef: `sdd_${randomBytes(12).toString('hex')}`, checkoutUrl: `/directdebit?payment=${stored.id}` } : await openCheckout(request, stored, buyer.country);
      stored = await payments.attachCheckout(stored.id, checkout.providerRef, checkout.checkoutUrl);
    }
    reply.code(created ? 201 : 200);
    return { payment: toPayment(stored) };
  });
};

export default paymentsRoutes;

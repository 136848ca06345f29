import { ApiError, type DiscountCode, type PaymentMethod, errorKey, formatMoney, reportOutcome, useLocale, useTranslation, useUser } from '@amora/shared';
import { useNavigate, useParams } from '@amora/shared/router';
import { useState } from 'react';
import { useBundles } from '../features/bundles/api/get-bundles';
import { bundlePrices } from '../features/bundles/bundle-prices';
import { discountErrorKey } from '../features/discount/components/discount-code-field';
import { discountApplies, discountedPrices } from '../features/discount/discount-prices';
import { useActiveDiscount } from '../features/discount/use-active-discount';
import { createPayment } from '../features/payment/api/payments';
import { openCheckout } from '../features/payment/open-checkout';
import { orderKey } from '../features/payment/order-key';
import { toOfferedMethod, useOfferedMethods } from '../features/payment/payment-methods';

/** The credits-namespace text of an error when starting a payment. */
function payErrorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code.startsWith('discount_')) return discountErrorKey(error);
  if (code === 'method_not_available' || code === 'bundle_not_found') return `checkout.errors.${code}`;
  return errorKey(error);
}

/**
 * The order of `/credits/{id}/{paymentmethod?}` (spec §2, §4, §9), composed of the bundles, discount
 * and payment features (so it lives beside them, not in one of them):
 * - `bundles` (null while loading; `error` and `retry` when that failed) and the chosen `bundle`
 *   (null when the site does not sell it);
 * - `paidUser`: the member's membership, `null` for a visitor;
 * - `offered` methods (the member's country) and the `method` of the URL if offered; `chooseMethod`
 *   puts another one in the URL;
 * - `entered` (a code the member entered; `setEntered`), the `discount` that counts — the entered
 *   code, else the active one (time bonus, else welcome code) — when it is valid for the bundle and
 *   method, and `notApplied`: why an entered code does not count, translated (the API would refuse it
 *   the same way);
 * - `prices`: the bundle's `plain` prices and the `discounted` ones (null without a discount);
 * - `pay()`: `POST /api/payments.php` with one idempotency key per order attempt (a started payment
 *   is the `payment_started` outcome of issue 35), then the provider's page (`checkout_url`) or `/transactions/{id}`; `paying`, and `payError` (translated)
 *   when it failed.
 */
export function useCheckout() {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const paidUser = useUser((u) => (u ? u.paid_user : null));
  const navigate = useNavigate();
  const { id = '', paymentmethod } = useParams();
  const { bundles, error, retry } = useBundles();
  const bundle = bundles?.find((b) => String(b.id) === id) ?? null;
  const offered = useOfferedMethods();
  const method = toOfferedMethod(paymentmethod, offered);
  const active = useActiveDiscount();
  const [entered, setEntered] = useState<DiscountCode | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const candidate = entered ?? active?.discount ?? null;
  const forMethod = !candidate || !method || candidate.paymentmethods.length === 0 || candidate.paymentmethods.includes(method);
  const discount = bundle && candidate && forMethod && discountApplies(bundle, candidate) ? candidate : null;
  const notApplied =
    bundle && entered && !discount
      ? t(!forMethod ? 'discount.errors.discount_method' : 'discount.errors.discount_minimum_order', {
          amount: formatMoney(entered.minimum_order_value, entered.currency, locale),
        })
      : null;
  const prices = bundle ? { plain: bundlePrices(bundle, locale), discounted: discountedPrices(bundle, discount, locale) } : null;

  const pay = async () => {
    if (!method || !bundle) return;
    const order = { bundle: bundle.id, paymentmethod: method, discount_code: discount?.code ?? null };
    setPaying(true);
    setPayError(null);
    try {
      const payment = await createPayment(order, orderKey(order));
      reportOutcome('mf_credits', 'payment_started');
      openCheckout(payment.checkout_url ?? `/transactions/${payment.id}`, navigate);
    } catch (e) {
      setPayError(t(payErrorKey(e), { amount: candidate ? formatMoney(candidate.minimum_order_value, candidate.currency, locale) : '' }));
      setPaying(false);
    }
  };

  const chooseMethod = (next: PaymentMethod) => {
    if (bundle) navigate(`/credits/${bundle.id}/${next}`, { replace: true });
  };
  return { bundles, error, retry, bundle, paidUser, offered, method, chooseMethod, entered, setEntered, discount, notApplied, prices, pay, paying, payError };
}

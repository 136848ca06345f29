import { type CreditBundle, type DiscountCode, formatMoney } from '@amora/shared';

/**
 * Whether `discount` applies to `bundle` (spec §3 Discount code), as the API decides: a percentage
 * in 1…100 and, when the code has a minimum order, the bundle in the code's currency
 * (case-insensitive) at a `price_cents` of at least `minimum_order_value` (cents).
 */
export function discountApplies(bundle: CreditBundle, discount: DiscountCode): boolean {
  const minimumMet =
    discount.minimum_order_value === 0 ||
    (discount.currency.toUpperCase() === bundle.currency.toUpperCase() && bundle.price_cents >= discount.minimum_order_value);
  return discount.value_percentage > 0 && discount.value_percentage <= 100 && minimumMet;
}

/** A price in cents less `percent` %, rounded to whole cents: `discountedCents(1499, 25)` → 1124. */
export function discountedCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 100);
}

/** The localized prices of a bundle with a discount (all strings via `formatMoney`, Intl). */
export interface DiscountedPrices {
  /** The price before the discount, e.g. `€14.99`. */
  original: string;
  /** The price to pay, e.g. `€11.24`. */
  total: string;
  /** The discounted price per credit, e.g. `€0.22`. */
  perCredit: string;
  /** What the discount saves, as a negative amount, e.g. `-€3.75`. */
  saving: string;
}

/**
 * The discounted prices of `bundle` in `locale` (BCP 47), or `null` when `discount` is absent or
 * does not apply to it (see {@link discountApplies}). Spec §1 welcome discount, §4 active discount.
 */
export function discountedPrices(bundle: CreditBundle, discount: DiscountCode | null, locale: string): DiscountedPrices | null {
  if (!discount || !discountApplies(bundle, discount)) return null;
  const cents = discountedCents(bundle.price_cents, discount.value_percentage);
  return {
    original: formatMoney(bundle.price_cents, bundle.currency, locale),
    total: formatMoney(cents, bundle.currency, locale),
    perCredit: formatMoney(bundle.credits > 0 ? cents / bundle.credits : 0, bundle.currency, locale),
    saving: formatMoney(cents - bundle.price_cents, bundle.currency, locale),
  };
}

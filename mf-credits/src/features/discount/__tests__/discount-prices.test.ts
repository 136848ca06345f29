import type { CreditBundle } from '@amora/shared';
import { makeDiscountCode } from '@amora/shared/testing';
import { discountApplies, discountedCents, discountedPrices } from '../discount-prices';

const bundle: CreditBundle = { id: 1, credits: 50, price_cents: 1499, currency: 'EUR', popular: false };
const code = makeDiscountCode();

describe('discount prices', () => {
  it('takes the percentage off and rounds to whole cents', () => {
    expect(discountedCents(1499, 25)).toBe(1124);
    expect(discountedCents(2499, 25)).toBe(1874);
    expect(discountedCents(1000, 25)).toBe(750);
    expect(discountedCents(1, 50)).toBe(1);
  });

  it('respects the minimum order value in the code\'s currency', () => {
    expect(discountApplies(bundle, code)).toBe(true);
    expect(discountApplies(bundle, { ...code, minimum_order_value: 1499 })).toBe(true);
    expect(discountApplies(bundle, { ...code, minimum_order_value: 1500 })).toBe(false);
    expect(discountApplies(bundle, { ...code, currency: 'eur', minimum_order_value: 1000 })).toBe(true);
    // A minimum order counts in the code's currency: another currency does not meet it…
    expect(discountApplies(bundle, { ...code, currency: 'SEK', minimum_order_value: 1000 })).toBe(false);
    // …while a percentage without a minimum applies in any currency (as the API decides).
    expect(discountApplies(bundle, { ...code, currency: 'SEK', minimum_order_value: 0 })).toBe(true);
    expect(discountApplies(bundle, { ...code, value_percentage: 0 })).toBe(false);
  });

  it('formats the original, discounted, per-credit and saved amounts', () => {
    expect(discountedPrices(bundle, code, 'en')).toEqual({ original: '€14.99', total: '€11.24', perCredit: '€0.22', saving: '-€3.75' });
    expect(discountedPrices(bundle, null, 'en')).toBeNull();
    expect(discountedPrices(bundle, { ...code, minimum_order_value: 2000 }, 'en')).toBeNull();
  });
});

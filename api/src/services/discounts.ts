import { TIME_BONUS, PAYMENT_METHODS } from '@amora/contracts/constants';
import { ApiError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { DiscountCode } from '../types.js';

/** The member as the discount rules see them. */
export interface DiscountBuyer {
  userId: number;
  siteId: number;
  paidUser: boolean;
  signupDate: Date;
  country: string;
}

const notFound = () => new ApiError(404, 'discount_not_found', 'This discount code does not exist.');
const used = () => new ApiError(409, 'discount_used', 'This discount code has already been used.');
const expired = () => new ApiError(409, 'discount_expired', 'This discount code has expired.');

/** TIMEBONUS25 of `buyer` as a discount code: `expires` = signup_date + TIME_BONUS.seconds, `expired` by `now`. */
function timeBonusCode(buyer: DiscountBuyer, currency: string, now: Date): DiscountCode {
  const expires = new Date(buyer.signupDate.getTime() + TIME_BONUS.seconds * 1000);
  const over = expires <= now;
  return {
    code: TIME_BONUS.code,
    country: null,
    user_id: buyer.userId,
    expires: expires.toISOString(),
    value_percentage: TIME_BONUS.percent,
    currency,
    minimum_order_value: 0,
    status: over ? 'expired' : 'active',
    validity: 'once-per-user',
    expired: over,
    paymentmethods: [...PAYMENT_METHODS],
  };
}

/**
 * The member's time bonus (spec §4, §9) as a discount code, or null when it does not apply: a
 * paid user, more than TIME_BONUS.seconds since `signup_date` by the server's clock, or already
 * used in a completed payment. Code TIMEBONUS25, 25 %, once per member, every payment method,
 * `expires` = signup_date + 14,400 s.
 */
export async function timeBonus(repos: Repositories, buyer: DiscountBuyer, currency: string, now = new Date()): Promise<DiscountCode | null> {
  if (buyer.paidUser) return null;
  const bonus = timeBonusCode(buyer, currency, now);
  if (bonus.expired || (await repos.payments.usedCode(buyer.userId, TIME_BONUS.code))) return null;
  return bonus;
}

/**
 * TIMEBONUS25 typed by the member (the code the bundle page shows, spec §4): the time bonus as
 * `timeBonus` gives it while it runs, with `expired: true` and `status: 'expired'` once its
 * 14,400 s have passed by the server's clock. Errors: 409 `discount_used` once a payment with it
 * completed, else 404 `discount_not_found` for a paid user (who never gets it).
 */
export async function enteredTimeBonus(repos: Repositories, buyer: DiscountBuyer, currency: string, now = new Date()): Promise<DiscountCode> {
  if (await repos.payments.usedCode(buyer.userId, TIME_BONUS.code)) throw used();
  if (buyer.paidUser) throw notFound();
  return timeBonusCode(buyer, currency, now);
}

/**
 * Checks a code entered for an order (spec §3 discount code fields, §5 rules) and returns it:
 * the time bonus TIMEBONUS25 (see `timeBonus`), a site-wide code or one of the member's own.
 * Errors: 404 `discount_not_found` (unknown, another member's, or for another country), 409
 * `discount_used` (a personal code used, or a once-per-user code this member used), 409
 * `discount_expired`, 409 `discount_minimum_order` (+ `minimum_order_value` cents, `currency`)
 * when `priceCents` is below it (or the order is in another currency than a code with a minimum), 409 `discount_method` (+ `paymentmethods`) when `method` is not
 * allowed for it.
 */
export async function discountForOrder(
  repos: Repositories,
  buyer: DiscountBuyer,
  order: { code: string; method: string; priceCents: number; currency: string },
  now = new Date(),
): Promise<DiscountCode> {
  const code = order.code.trim().toUpperCase();
  if (code === TIME_BONUS.code) {
    const bonus = await enteredTimeBonus(repos, buyer, order.currency, now);
    if (bonus.expired) throw expired();
    return bonus;
  }
  const found = await repos.discountCodes.byCode(buyer.siteId, code, buyer.userId);
  if (!found || (found.country && found.country.toUpperCase() !== buyer.country.toUpperCase())) throw notFound();
  if (found.status === 'used') throw used();
  if (found.expired) throw expired();
  if (found.validity === 'once-per-user' && (await repos.payments.usedCode(buyer.userId, found.code))) throw used();
  if (found.minimum_order_value > 0 && (found.currency !== order.currency || order.priceCents < found.minimum_order_value)) {
    throw new ApiError(409, 'discount_minimum_order', 'The order is below the minimum order value of this discount code.', {
      minimum_order_value: found.minimum_order_value,
      currency: found.currency,
    });
  }
  if (found.paymentmethods.length > 0 && !found.paymentmethods.includes(order.method)) {
    throw new ApiError(409, 'discount_method', 'This discount code is not valid for this payment method.', { paymentmethods: found.paymentmethods });
  }
  return found;
}

/** The price after `percent` % off, in cents (rounded to the cent). */
export function discounted(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 100);
}

import type { PAYMENT_METHODS } from '@amora/shared';

/** A payment method name of spec §9. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment methods offered at checkout for now, in display order (a subset of spec §9). */
export const CHECKOUT_METHODS = ['ideal', 'card', 'paypal', 'sdd', 'bancontact', 'sofort'] as const satisfies readonly PaymentMethod[];
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** Narrows a URL segment (`/credits/{id}/{paymentmethod}`) to an offered method, else `null`. */
export function toCheckoutMethod(value: string | undefined): CheckoutMethod | null {
  return (CHECKOUT_METHODS as readonly string[]).includes(value ?? '') ? (value as CheckoutMethod) : null;
}

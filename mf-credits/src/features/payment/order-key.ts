import type { Order } from './api/payments';

const PREFIX = 'amora.order-key:';

/** The sessionStorage entry of one order (bundle, method and code). */
const entry = (order: Order) => `${PREFIX}${order.bundle}:${order.paymentmethod}:${order.discount_code ?? ''}`;

/**
 * The idempotency key of the member's current attempt at `order` (issue 11): the same key for a
 * repeated click or a reload of the checkout (the API answers the same payment), a new one after
 * `forgetOrderKeys` (a decided payment: the next attempt is a new order). Kept in sessionStorage
 * (this tab only).
 */
export function orderKey(order: Order): string {
  const name = entry(order);
  let key = sessionStorage.getItem(name);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(name, key);
  }
  return key;
}

/** Forgets every stored order key: called once a payment is completed or failed. */
export function forgetOrderKeys(): void {
  for (const name of Object.keys(sessionStorage)) if (name.startsWith(PREFIX)) sessionStorage.removeItem(name);
}

import { type Payment, type PaymentMethod, api } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/** What the member orders: a bundle, a method and the discount code to apply (or null). */
export interface Order {
  bundle: number;
  paymentmethod: PaymentMethod;
  discount_code: string | null;
}

/**
 * `POST /api/payments.php` (issue 11) — starts a payment of `order` under `idempotencyKey` (one
 * per order attempt, see order-key.ts): a lost answer is retried by the API client and the API
 * answers the same payment, never a second one.
 * @returns the pending payment with its `checkout_url` (amounts in cents).
 * @throws ApiError — 404 `bundle_not_found`, 400 `method_not_available`, 404 `discount_not_found`,
 *   409 `discount_used` / `discount_expired` / `discount_minimum_order` / `discount_method`,
 *   409 `discount_reserved` (+ `payment_id`) when another open payment of the member holds the
 *   once-per-member code, `network_error` after the retries.
 */
export async function createPayment(order: Order, idempotencyKey: string): Promise<Payment> {
  const { payment } = await api.post<{ payment: Payment }>('/api/payments.php', { ...order, idempotency_key: idempotencyKey }, { idempotencyKey });
  return payment;
}

/** `GET /api/payments.php?id=` → one of the member's payments. @throws ApiError 404 `not_found`. */
export async function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return (await api.get<{ payment: Payment }>('/api/payments.php', { id: String(id) }, { signal })).payment;
}

/** `GET /api/payments.php` → the member's payments, newest first. */
export async function listPayments(signal?: AbortSignal): Promise<Payment[]> {
  return (await api.get<{ payments: Payment[] }>('/api/payments.php', undefined, { signal })).payments;
}

/** One payment as a query (`['payment', id]`), asked again every second while it is pending. */
export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['payment', id] as const,
    queryFn: ({ signal }) => getPayment(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
}

/** The member's payments as a query (`['payments']`). */
export function paymentsQueryOptions() {
  return queryOptions({ queryKey: ['payments'] as const, queryFn: ({ signal }) => listPayments(signal) });
}

/**
 * `POST /api/sandbox-pay.php?payment=ID {action}` — the member's choice on the sandbox provider's
 * page; the API turns it into the provider's signed webhook.
 * @returns the payment as it is now (completed, or failed for fail/cancel).
 * @throws ApiError — 404 not_found, 409 `payment_not_pending` (already decided).
 */
export async function sandboxPay(id: number, action: 'pay' | 'fail' | 'cancel'): Promise<Payment> {
  return (await api.post<{ payment: Payment }>(`/api/sandbox-pay.php?payment=${id}`, { action })).payment;
}

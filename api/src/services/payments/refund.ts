import type { Selectable } from 'kysely';
import type { PaymentsTable } from '../../db/schema.js';
import type { PaymentProviders } from './registry.js';

type StoredPayment = Pick<Selectable<PaymentsTable>, 'id' | 'provider' | 'provider_ref' | 'amount_cents' | 'currency' | 'created_at'>;

/**
 * A key the provider keeps for one of our payments (issue 32): the payment id and its creation
 * time, so a retried call is the same call, and a database started afresh (ids from 1 again)
 * never meets the keys of an earlier one at the same provider account. `kind` tells the
 * checkout's key from the refund's.
 */
export function paymentIdempotencyKey(kind: 'checkout' | 'refund', payment: Pick<StoredPayment, 'id' | 'created_at'>): string {
  return `amora-${kind}-${payment.id}-${payment.created_at.getTime().toString(36)}`;
}

/**
 * Refunds the whole amount (`amount_cents` in `currency`) of a stored payment through the
 * provider it was paid with (`payments.provider`, issue 32): the operator's refund and the
 * refund of a completion whose discount code was used meanwhile. Throws what the provider
 * throws (503 `payment_provider_unavailable` when it is no longer configured).
 */
export async function refundThroughProvider(providers: PaymentProviders, payment: StoredPayment): Promise<void> {
  await providers.get(payment.provider).refund(payment.provider_ref ?? '', payment.amount_cents, payment.currency, paymentIdempotencyKey('refund', payment));
}

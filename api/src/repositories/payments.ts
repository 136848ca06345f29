import type { Payment } from '@amora/contracts';
import { TIME_BONUS } from '@amora/contracts/constants';
import { type Kysely, type Selectable, sql } from 'kysely';
import { PAYMENTS } from '../config.js';
import type { DB, PaymentsTable } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { LivePublisher } from '../services/live-events.js';
import { queuePaymentMail } from '../services/payment-mail.js';

/** A stored payment (`payments` row). */
export type PaymentRow = Selectable<PaymentsTable>;

/** The API shape of a stored payment (contract `payment`). */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    bundle_id: row.bundle_id,
    credits: row.credits,
    paymentmethod: row.method as Payment['paymentmethod'],
    status: row.status,
    amount_cents: row.amount_cents,
    original_cents: row.original_cents,
    currency: row.currency,
    discount_code: row.discount_code,
    failure_reason: row.failure_reason,
    checkout_url: row.status === 'pending' ? row.checkout_url : null,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    refunded_at: row.refunded_at?.toISOString() ?? null,
  };
}

/**
 * Whether a payment can be refunded now (issue 11 "Refunds", spec §9 `refund_days`): completed,
 * and completed at most `refundDays` days ago.
 */
export function isRefundable(p: Pick<PaymentRow, 'status' | 'completed_at'>, refundDays: number, now = Date.now()): boolean {
  return p.status === 'completed' && p.completed_at !== null && p.completed_at.getTime() + refundDays * 24 * 3600 * 1000 >= now;
}

/** What a refund changed, for the audit row written in its transaction: the member's credits before and after. */
export interface RefundChange {
  payment: PaymentRow;
  credits: { before: number; after: number };
}

/** A new order: what `create` stores (amounts in cents; the discount already applied). */
export interface NewPayment {
  userId: number;
  siteId: number;
  bundleId: number;
  credits: number;
  method: string;
  amountCents: number;
  originalCents: number;
  currency: string;
  discountCode: string | null;
  provider: string;
  idempotencyKey: string;
}

/** What one webhook event did: `applied` false for an event of a payment that was no longer pending. */
export interface WebhookOutcome {
  payment: PaymentRow | null;
  applied: boolean;
}

/**
 * Whether `code` serves one payment per member: TIMEBONUS25 (spec §4) and every personal or
 * `once-per-user` code (spec §3 `validity`); a site-wide code of another validity serves many.
 */
async function oncePerMember(trx: Kysely<DB>, code: string): Promise<boolean> {
  if (code === TIME_BONUS.code) return true;
  const row = await trx
    .selectFrom('discount_codes')
    .select('id')
    .where('code', '=', code)
    .where((eb) => eb.or([eb('validity', '=', 'once-per-user'), eb('user_id', 'is not', null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's payment that holds `code`, other than `exceptId`: a completed or refunded one
 * (the code is used), else one still pending for less than PAYMENTS.pendingExpirySeconds (the
 * code is reserved). A failed or cancelled payment gives its code back. Null when none.
 */
async function codeHolder(trx: Kysely<DB>, userId: number, code: string, exceptId = 0): Promise<Pick<PaymentRow, 'id' | 'status'> | null> {
  const row = await trx
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('discount_code', '=', code)
    .where('id', '<>', exceptId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['completed', 'refunded']),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>=', sql<Date>`now() - make_interval(secs => ${PAYMENTS.pendingExpirySeconds})`)]),
      ]),
    )
    .orderBy(sql`status = 'pending'`)
    .executeTakeFirst();
  return row ?? null;
}

/** Payments of credit bundles (issue 11; spec §3 Payment, §4 payment states). */
export function createPaymentsRepository(db: Kysely<DB>) {
  /** Fails the member's payments pending longer than PAYMENTS.pendingExpirySeconds (`expired`). */
  async function expireStale(userId: number): Promise<void> {
    await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: 'expired' })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${PAYMENTS.pendingExpirySeconds})`)
      .execute();
  }

  return {
    /**
     * Stores an order once per (member, idempotency key): `created` false answers the payment
     * stored earlier with that key. A once-per-member discount code (see `oncePerMember`) is
     * reserved by the new pending payment: in one transaction holding the member's `users` row,
     * so two orders at once never both take it. Throws 422 `idempotency_key_reused` when the
     * earlier payment was for another bundle, method or discount code; 409 `discount_reserved`
     * (+ `payment_id`) when another pending payment of the member holds the code, 409
     * `discount_used` when a completed one used it.
     */
    async create(p: NewPayment): Promise<{ row: PaymentRow; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        // One order of the member at a time: the key and code checks below see every earlier order.
        await trx.selectFrom('users').select('id').where('id', '=', p.userId).forUpdate().executeTakeFirst();
        const existing = await trx.selectFrom('payments').selectAll().where('user_id', '=', p.userId).where('idempotency_key', '=', p.idempotencyKey).executeTakeFirst();
        if (existing) {
          if (existing.bundle_id !== p.bundleId || existing.method !== p.method || existing.discount_code !== p.discountCode) {
            throw new ApiError(422, 'idempotency_key_reused', 'This order key belongs to another order.');
          }
          return { row: existing, created: false };
        }
        if (p.discountCode && (await oncePerMember(trx, p.discountCode))) {
          const holder = await codeHolder(trx, p.userId, p.discountCode);
          if (holder?.status === 'pending') {
            throw new ApiError(409, 'discount_reserved', 'This discount code is reserved for another payment that is still open.', { payment_id: holder.id });
          }
          if (holder) throw new ApiError(409, 'discount_used', 'This discount code has already been used.');
        }
        const row = await trx
          .insertInto('payments')
          .values({
            user_id: p.userId,
            site_id: p.siteId,
            bundle_id: p.bundleId,
            credits: p.credits,
            method: p.method,
            amount_cents: p.amountCents,
            original_cents: p.originalCents,
            currency: p.currency,
            discount_code: p.discountCode,
            provider: p.provider,
            idempotency_key: p.idempotencyKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, created: true };
      });
    },

    /**
     * Fails a pending payment whose checkout the provider refused to open (issue 32: a method it
     * does not take), so it holds no discount code; a payment that has a checkout is left alone.
     */
    async failUnopened(id: number): Promise<PaymentRow | null> {
      const row = await db
        .updateTable('payments')
        .set({ status: 'failed', failure_reason: 'failed' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('provider_ref', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /** Stores the provider's reference and checkout page of a new payment. */
    async attachCheckout(id: number, providerRef: string, checkoutUrl: string): Promise<PaymentRow> {
      return db.updateTable('payments').set({ provider_ref: providerRef, checkout_url: checkoutUrl }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * One payment of the member, or null; a pending one older than PAYMENTS.pendingExpirySeconds
     * is failed as `expired` first (a write only then: the result page asks every second).
     */
    async byId(userId: number, id: number): Promise<PaymentRow | null> {
      const row = await db.selectFrom('payments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (row?.status !== 'pending' || Date.now() - row.created_at.getTime() < PAYMENTS.pendingExpirySeconds * 1000) return row ?? null;
      await expireStale(userId);
      return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The member's payments, newest first (at most 100). */
    async list(userId: number): Promise<PaymentRow[]> {
      await expireStale(userId);
      return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
    },

    /** Whether the member completed a payment with `code` (once-per-user codes, the time bonus). */
    async usedCode(userId: number, code: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', userId)
        .where('discount_code', '=', code)
        .where('status', 'in', ['completed', 'refunded'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Applies a verified webhook event in one transaction, exactly once: the event id is recorded
     * (a second delivery of the same id → 409 `webhook_replayed`, nothing applied); a
     * `payment.completed` of a pending payment completes it, adds its credits, makes the member
     * a paid user (spec §1: any bundle makes the buyer premium), marks a personal discount code
     * used, publishes `credits` and queues the payment's confirmation mail with its receipt (issue
     * 32, services/payment-mail.ts; one per payment); `payment.failed`/`cancelled` fail it. An event of a payment
     * that is no longer pending changes nothing (`applied` false). Unknown references are recorded
     * and answered with payment null. A completion whose once-per-member discount code another
     * payment of the member already used (two payments taken before the code was reserved, or a
     * race) fails the payment instead (`failure_reason: 'discount_used'`, no credits) after
     * `refundCharge` gave the member's money back while the row is locked (when it throws,
     * nothing is applied and the provider delivers the event again); the member's `users` row is
     * locked before that check, so two such completions never both pass it.
     * Issue 32: `provider` (the webhook's `?provider=`) limits the look-up to that provider's
     * payments; `reason: 'expired'` on a failure is kept as `failure_reason: 'expired'`; a
     * completion of a payment our own clock failed as `expired` (PAYMENTS.pendingExpirySeconds)
     * still completes it: the provider took the money (a bank transfer paid a day later).
     */
    async applyWebhook(
      event: { id: string; type: string; payment: string; reason?: 'expired'; provider?: string },
      live?: LivePublisher,
      refundCharge?: (row: PaymentRow) => Promise<void>,
    ): Promise<WebhookOutcome> {
      return db.transaction().execute(async (trx) => {
        let lookup = trx.selectFrom('payments').selectAll().where('provider_ref', '=', event.payment);
        if (event.provider) lookup = lookup.where('provider', '=', event.provider);
        const payment = await lookup.forUpdate().executeTakeFirst();
        const recorded = await trx
          .insertInto('payment_webhook_events')
          .values({ event_id: event.id, payment_id: payment?.id ?? null, type: event.type })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!recorded) throw new ApiError(409, 'webhook_replayed', 'This webhook event was already received.');
        // Money that arrives after our own clock expired the payment (a bank transfer paid on day 2) still buys the credits.
        const lateCompletion = event.type === 'payment.completed' && payment?.status === 'failed' && payment.failure_reason === 'expired';
        if (!payment || (payment.status !== 'pending' && !lateCompletion)) return { payment: payment ?? null, applied: false };
        if (event.type !== 'payment.completed') {
          const failed = await trx
            .updateTable('payments')
            .set({ status: 'failed', failure_reason: event.type === 'payment.cancelled' ? 'cancelled' : event.reason === 'expired' ? 'expired' : 'failed' })
            .where('id', '=', payment.id)
            .where('status', '=', 'pending')
            .returningAll()
            .executeTakeFirstOrThrow();
          return { payment: failed, applied: true };
        }
        await trx.selectFrom('users').select('id').where('id', '=', payment.user_id).forUpdate().executeTakeFirst();
        const code = payment.discount_code;
        const holder = code && (await oncePerMember(trx, code)) ? await codeHolder(trx, payment.user_id, code, payment.id) : null;
        // codeHolder answers a completed (or refunded) payment before a pending one.
        if (holder && holder.status !== 'pending') {
          await refundCharge?.(payment);
          const refused = await trx
            .updateTable('payments')
            .set({ status: 'failed', failure_reason: 'discount_used' })
            .where('id', '=', payment.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { payment: refused, applied: true };
        }
        const completed = await trx
          .updateTable('payments')
          .set({ status: 'completed', completed_at: sql<Date>`now()`, failure_reason: null })
          .where('id', '=', payment.id)
          .where('status', '=', payment.status)
          .returningAll()
          .executeTakeFirstOrThrow();
        const user = await trx
          .updateTable('users')
          .set({ credits: sql<number>`credits + ${payment.credits}`, paid_user: true })
          .where('id', '=', payment.user_id)
          .returning('credits')
          .executeTakeFirstOrThrow();
        if (payment.discount_code) {
          await trx
            .updateTable('discount_codes')
            .set({ status: 'used', used_at: sql<Date>`now()` })
            .where('code', '=', payment.discount_code)
            .where('user_id', '=', payment.user_id)
            .execute();
        }
        await live?.publishAll([{ users: [payment.user_id], event: { type: 'credits', data: { credits: user.credits } } }], trx);
        // The confirmation mail with the receipt (issue 32): queued with the completion, so once.
        await queuePaymentMail(trx, completed);
        return { payment: completed, applied: true };
      });
    },

    /** One payment by id (any member), or null: the operator console's refund looks up its site first. */
    async find(id: number): Promise<PaymentRow | null> {
      return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * Refunds a completed payment within `refundDays` of its completion (an operator's action,
     * `POST /api/operator/refund.php`): `refund` (the provider's call) runs while the row is
     * locked, then the credits go back in the same transaction (at most what the member still
     * has), the member hears `credits`, and `record` writes the audit row in that transaction.
     * Exactly once: a second call finds the payment `refunded`.
     * Throws 404 not_found, 409 `not_refundable` (not completed, or past the window).
     */
    async refund(
      id: number,
      refundDays: number,
      refund: (row: PaymentRow) => Promise<void>,
      live?: LivePublisher,
      record?: (change: RefundChange, trx: Kysely<DB>) => Promise<void>,
    ): Promise<PaymentRow> {
      return db.transaction().execute(async (trx) => {
        const payment = await trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!payment) throw new ApiError(404, 'not_found', 'Payment not found.');
        if (!isRefundable(payment, refundDays)) {
          throw new ApiError(409, 'not_refundable', `Only completed payments of the last ${refundDays} days can be refunded.`);
        }
        await refund(payment);
        const before = await trx.selectFrom('users').select('credits').where('id', '=', payment.user_id).forUpdate().executeTakeFirstOrThrow();
        const taken = Math.min(before.credits, payment.credits);
        const user = await trx
          .updateTable('users')
          .set({ credits: sql<number>`credits - ${taken}` })
          .where('id', '=', payment.user_id)
          .returning('credits')
          .executeTakeFirstOrThrow();
        const refunded = await trx
          .updateTable('payments')
          .set({ status: 'refunded', refunded_at: sql<Date>`now()`, refunded_credits: taken })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await live?.publishAll([{ users: [payment.user_id], event: { type: 'credits', data: { credits: user.credits } } }], trx);
        await record?.({ payment: refunded, credits: { before: before.credits, after: user.credits } }, trx);
        return refunded;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

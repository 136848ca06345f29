import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError } from '../errors.js';

/** The operator queues whose items are claimed (issue 31 "Queues"). */
export type QueueName = 'photo' | 'chat_photo' | 'report' | 'complaint';

/** How long a claim holds without a decision, in minutes; then another operator may take the item. */
export const CLAIM_MINUTES = 10;

/** 409 `claimed_by_other`: another operator holds the item (until they decide or their claim ends). */
export const claimedByOther = (): ApiError => new ApiError(409, 'claimed_by_other', 'Another operator is reviewing this item.');

/**
 * Claims of queue items (issue 31: "each item claimable so two moderators never review the same
 * one"): an item is held by one operator until `CLAIM_MINUTES` pass or it is released.
 */
export function createQueueClaimsRepository(db: Kysely<DB>) {
  return {
    /**
     * Claims `itemIds` for `operatorId` where free, expired or already theirs (renewing them);
     * returns the ids this operator now holds, in the order given. Atomic per item: of two
     * operators claiming one item at once, one gets it.
     */
    async claim(queue: QueueName, itemIds: number[], operatorId: number): Promise<number[]> {
      if (itemIds.length === 0) return [];
      const until = sql<Date>`now() + make_interval(mins => ${CLAIM_MINUTES})`;
      const rows = await db
        .insertInto('queue_claims')
        .values(itemIds.map((item_id) => ({ queue, item_id, operator_id: operatorId, claimed_until: until })))
        .onConflict((oc) =>
          oc
            .columns(['queue', 'item_id'])
            .doUpdateSet({ operator_id: operatorId, claimed_until: until })
            .where((eb) => eb.or([eb('queue_claims.operator_id', '=', operatorId), eb('queue_claims.claimed_until', '<=', sql<Date>`now()`)])),
        )
        .returning('item_id')
        .execute();
      const held = new Set(rows.map((r) => r.item_id));
      return itemIds.filter((id) => held.has(id));
    },

    /** The operator holding an item now (an unexpired claim), or null. */
    async holder(queue: QueueName, itemId: number): Promise<number | null> {
      const row = await db
        .selectFrom('queue_claims')
        .select('operator_id')
        .where('queue', '=', queue)
        .where('item_id', '=', itemId)
        .where('claimed_until', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row?.operator_id ?? null;
    },

    /** Until when `operatorId` holds each of `itemIds` (unexpired claims only; items not held are absent). */
    async heldUntil(queue: QueueName, itemIds: number[], operatorId: number): Promise<Map<number, Date>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('queue_claims')
        .select(['item_id', 'claimed_until'])
        .where('queue', '=', queue)
        .where('item_id', 'in', itemIds)
        .where('operator_id', '=', operatorId)
        .where('claimed_until', '>', sql<Date>`now()`)
        .execute();
      return new Map(rows.map((r) => [r.item_id, r.claimed_until]));
    },

    /** Ends the claim of an item (decided, or let go). */
    async release(queue: QueueName, itemId: number): Promise<void> {
      await db.deleteFrom('queue_claims').where('queue', '=', queue).where('item_id', '=', itemId).execute();
    },

    /** Ends every claim `operatorId` holds in `queues` (he left the queue's screen); returns how many there were. */
    async releaseAllOf(queues: readonly QueueName[], operatorId: number): Promise<number> {
      const result = await db.deleteFrom('queue_claims').where('queue', 'in', [...queues]).where('operator_id', '=', operatorId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * The items of `queue` held now by operators other than `operatorId` (all holders when null).
     * A queue query over many items should rather skip them in SQL (`not exists` on queue_claims).
     */
    async heldByOthers(queue: QueueName, operatorId: number | null): Promise<Set<number>> {
      const rows = await db
        .selectFrom('queue_claims')
        .select('item_id')
        .where('queue', '=', queue)
        .where('claimed_until', '>', sql<Date>`now()`)
        .$if(operatorId !== null, (q) => q.where('operator_id', '<>', operatorId as number))
        .execute();
      return new Set(rows.map((r) => r.item_id));
    },
  };
}

export type QueueClaimsRepository = ReturnType<typeof createQueueClaimsRepository>;

/**
 * SQL condition of a queue query: the item (`idColumn`, e.g. `i.id`) is not held now by an
 * operator other than `operatorId` (by anyone when null: the CLIs claim nothing). An anti-join
 * on the claims' primary key, so a queue of many items skips claimed ones without reading them all.
 */
export function notHeldByOthers(queue: QueueName, idColumn: string, operatorId: number | null): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from queue_claims qc where qc.queue = ${queue} and qc.item_id = ${sql.ref(idColumn)}
    and qc.claimed_until > now()${operatorId === null ? sql`` : sql` and qc.operator_id <> ${operatorId}`})`;
}

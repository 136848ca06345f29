import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { LivePublisher } from '../services/live-events.js';
import { NOTIFICATIONS_DISABLED_REASONS, type NotificationsDisabledReason } from '../types.js';

/**
 * Writes the audit row of an action in its transaction (issue 31 "Audit log"): what changed
 * before and after, and the id of what was made (a note's), if anything.
 */
export type RecordChange = (change: { before?: unknown; after?: unknown; targetId?: number }, trx: Kysely<DB>) => Promise<void>;

/**
 * The operator console's writes on a member's account (issue 31 "Member look-up"), each with its
 * audit row in the same transaction. Members are user ids the caller has already found.
 */
export function createMemberActionsRepository(db: Kysely<DB>) {
  return {
    /**
     * A credit correction: adds `amount` (negative takes away) to the member's credits, publishes
     * `credits` to their open pages and records before/after. Returns the new credits.
     * @throws 409 credits_below_zero (+ `credits`, the current ones) when the result would be negative.
     */
    async correctCredits(userId: number, amount: number, record: RecordChange, live: LivePublisher): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { credits } = await trx.selectFrom('users').select('credits').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        if (credits + amount < 0) throw new ApiError(409, 'credits_below_zero', `The member has only ${credits} credits.`, { credits });
        const after = await trx
          .updateTable('users')
          .set({ credits: sql<number>`credits + ${amount}` })
          .where('id', '=', userId)
          .returning('credits')
          .executeTakeFirstOrThrow();
        await live.publishAll([{ users: [userId], event: { type: 'credits', data: { credits: after.credits } } }], trx);
        await record({ before: { credits }, after: { credits: after.credits } }, trx);
        return after.credits;
      });
    },

    /**
     * Switches the member's e-mail on again: removes `reason` (undefined: every reason) from
     * `notifications_disabled` (spec §4 bounce / spam complaint / unsubscribe) and records
     * before/after. Returns the reasons left.
     */
    async enableMail(userId: number, reason: NotificationsDisabledReason | undefined, record: RecordChange): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select('notifications_disabled').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        const before = (Array.isArray(row.notifications_disabled) ? row.notifications_disabled : []).filter((r) =>
          (NOTIFICATIONS_DISABLED_REASONS as readonly string[]).includes(r),
        );
        const after = reason ? before.filter((r) => r !== reason) : [];
        await trx.updateTable('users').set({ notifications_disabled: JSON.stringify(after) }).where('id', '=', userId).execute();
        await record({ before: { notifications_disabled: before }, after: { notifications_disabled: after } }, trx);
        return after;
      });
    },

    /** Adds a staff note about the member (`operatorId` null: the CLIs); returns its id. */
    async addNote(userId: number, operatorId: number | null, text: string, record: RecordChange): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const note = await trx.insertInto('staff_notes').values({ user_id: userId, operator_id: operatorId, text }).returning('id').executeTakeFirstOrThrow();
        await record({ after: { text }, targetId: note.id }, trx);
        return note.id;
      });
    },

    /** How many live or stale session rows the member has (what ending them all removes); `trx` reads in a transaction. */
    async sessionCount(userId: number, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx.selectFrom('sessions').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type MemberActionsRepository = ReturnType<typeof createMemberActionsRepository>;

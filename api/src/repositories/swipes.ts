import { type Kysely, sql } from 'kysely';
import { MEMBER_RULES } from '../config.js';
import type { DB } from '../db/schema.js';
import type { SwipeState } from '../types.js';
import type { LivePublisher } from '../services/live-events.js';
import type { LikesRepository } from './likes.js';

/** Thrown by {@link SwipesRepository.swipe} when a like would pass the daily limit. */
export class SwipeLimitError extends Error {
  constructor(readonly resetsAt: string) {
    super('swipe limit reached');
  }
}

/**
 * The member's day in SQL: likes since his last local midnight and the next local midnight
 * (users.timezone; `now() at time zone tz` is the local wall time, date_trunc gives its
 * midnight, `at time zone tz` turns that back into an instant — DST-safe).
 */
async function dayOf(db: Kysely<DB>, userId: number, lock: boolean): Promise<{ profileId: number; used: number; resetsAt: Date }> {
  let q = db
    .selectFrom('users as u')
    .select([
      'u.profile_id',
      sql<number>`(select count(*)::int from swipes s where s.profile_id = u.profile_id and s.liked
        and s.created_at >= (date_trunc('day', now() at time zone u.timezone) at time zone u.timezone))`.as('used'),
      sql<Date>`((date_trunc('day', now() at time zone u.timezone) + interval '1 day') at time zone u.timezone)`.as('resets_at'),
    ])
    .where('u.id', '=', userId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  return { profileId: row.profile_id, used: row.used, resetsAt: new Date(row.resets_at) };
}

function stateOf(day: { used: number; resetsAt: Date }): SwipeState {
  const perDay = MEMBER_RULES.swipeLikesPerDay;
  return { likes_left: Math.max(0, perDay - day.used), likes_per_day: perDay, resets_at: day.resetsAt.toISOString() };
}

/**
 * The swipe game (spec §6 "Swipe game: 4 likes per day"): one decision per member and target;
 * likes count against MEMBER_RULES.swipeLikesPerDay per local day of the member (reset at
 * midnight in users.timezone); passes are never limited. A like of the game is a like
 * (likes table) too.
 */
export function createSwipesRepository(db: Kysely<DB>, likes: LikesRepository) {
  return {
    /** Likes left today, likes per day and the next local midnight (ISO, UTC). */
    async state(userId: number): Promise<SwipeState> {
      return stateOf(await dayOf(db, userId, false));
    },

    /**
     * Records a decision about `target` (checked by the caller: visible, not blocked). A like
     * beyond the daily limit throws {@link SwipeLimitError}; liking a profile already liked in
     * the game does not count again. Returns the day's state and whether it is a match. With
     * `live`, a new like publishes as {@link LikesRepository.like} says, in this transaction.
     */
    async swipe(userId: number, target: number, like: boolean, live?: LivePublisher): Promise<SwipeState & { match: boolean }> {
      return db.transaction().execute(async (trx) => {
        // The account row lock serializes the member's swipes (the limit holds under concurrency).
        const day = await dayOf(trx, userId, true);
        const me = day.profileId;
        const previous = await trx
          .selectFrom('swipes')
          .select('liked')
          .where('profile_id', '=', me)
          .where('target_profile_id', '=', target)
          .executeTakeFirst();
        if (!like) {
          await trx
            .insertInto('swipes')
            .values({ profile_id: me, target_profile_id: target, liked: false })
            .onConflict((oc) => oc.columns(['profile_id', 'target_profile_id']).doNothing())
            .execute();
          return { ...stateOf(day), match: false };
        }
        if (previous?.liked !== true) {
          if (day.used >= MEMBER_RULES.swipeLikesPerDay) throw new SwipeLimitError(day.resetsAt.toISOString());
          await trx
            .insertInto('swipes')
            .values({ profile_id: me, target_profile_id: target, liked: true })
            .onConflict((oc) => oc.columns(['profile_id', 'target_profile_id']).doUpdateSet({ liked: true, created_at: sql`now()` }))
            .execute();
          day.used += 1;
        }
        const { match } = await likes.like(me, target, { executor: trx, ...(live ? { live } : {}) });
        return { ...stateOf(day), match };
      });
    },
  };
}

export type SwipesRepository = ReturnType<typeof createSwipesRepository>;

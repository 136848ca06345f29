import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Profile } from '../types.js';
import type { ChatsRepository } from './chats.js';
import type { ProfilesRepository } from './profiles.js';

/**
 * Blocks between members (spec §4 "A blocked user cannot see the blocker's profile and sees a
 * blocked notice"). A block hides both sides from each other in search, suggestions, likes and
 * chat lists (block-conditions.ts); the blocked one gets 403 `blocked` on the blocker's
 * profile page.
 */
export function createBlocksRepository(db: Kysely<DB>, profiles: ProfilesRepository, chats: Pick<ChatsRepository, 'invalidateChats'>) {
  return {
    /** Profiles the member blocked, most recent first (deleted ones left out; invisible ones kept so they can be unblocked). */
    async list(me: number): Promise<Profile[]> {
      const rows = await db
        .selectFrom('blocks')
        .select('blocked_profile_id as id')
        .where('blocker_profile_id', '=', me)
        .orderBy('created_at', 'desc')
        .orderBy('blocked_profile_id', 'desc')
        .execute();
      const byId = await profiles.byIds(rows.map((r) => r.id));
      return rows.flatMap((r) => byId.get(r.id) ?? []);
    },

    /** Whether an undeleted profile exists (any status), so it can be blocked or reported. */
    async exists(profileId: number): Promise<boolean> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Blocks a profile (idempotent). Both chat lists change. */
    async block(me: number, profileId: number): Promise<void> {
      await db
        .insertInto('blocks')
        .values({ blocker_profile_id: me, blocked_profile_id: profileId })
        .onConflict((oc) => oc.columns(['blocker_profile_id', 'blocked_profile_id']).doNothing())
        .execute();
      chats.invalidateChats(me, profileId);
    },

    /** Lifts a block of the member (idempotent). Both chat lists change. */
    async unblock(me: number, profileId: number): Promise<void> {
      await db.deleteFrom('blocks').where('blocker_profile_id', '=', me).where('blocked_profile_id', '=', profileId).execute();
      chats.invalidateChats(me, profileId);
    },

    /** Whether `blocker` blocked `blocked`. */
    async blocks(blocker: number, blocked: number): Promise<boolean> {
      const row = await db
        .selectFrom('blocks')
        .select('created_at')
        .where('blocker_profile_id', '=', blocker)
        .where('blocked_profile_id', '=', blocked)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;

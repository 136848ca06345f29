import { type Kysely, sql } from 'kysely';
import { ONLINE_WINDOW_MINUTES } from '../config.js';
import { blocked, databaseRefusal, notFound } from '../errors.js';
import type { DB } from '../db/schema.js';
import type { LivePublisher } from '../services/live-events.js';
import type { LikedByEntry, Profile } from '../types.js';
import { visibleToOthers } from './member-visibility.js';
import type { ProfilesRepository } from './profiles.js';

/** Why `amora_like` refused a like (raised as `amora:<reason>`). */
const LIKE_REFUSALS = ['profile_not_found', 'blocked'] as const;

/** Likes and matches (spec §3 "Like entry", §4 "Like states: liked, received a like, match"). */
export function createLikesRepository(db: Kysely<DB>, profiles: ProfilesRepository) {
  /** Profile ids blocked by or blocking the member (left out of his likes state). */
  async function blockedEitherWay(profileId: number): Promise<Set<number>> {
    const rows = await db
      .selectFrom('blocks')
      .select(sql<number>`case when blocker_profile_id = ${profileId} then blocked_profile_id else blocker_profile_id end`.as('id'))
      .where((eb) => eb.or([eb('blocker_profile_id', '=', profileId), eb('blocked_profile_id', '=', profileId)]))
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  return {
    /**
     * The member's likes state (`GET /api/likes.php`): profiles the member liked, profiles that
     * liked the member (with `like_new`, `liked_at`), and matches (liked both ways); newest
     * first (a match dates from the later of its two likes). Deleted, invisible, disabled and
     * banned profiles are left out (member-visibility.ts), and so are profiles blocked either way.
     */
    async state(profileId: number): Promise<{ likes: Profile[]; liked_by: LikedByEntry[]; matches: Profile[] }> {
      const [given, received, blocked] = await Promise.all([
        db
          .selectFrom('likes')
          .select(['liked_profile_id as id', 'created_at'])
          .where('liker_profile_id', '=', profileId)
          .orderBy('created_at', 'desc')
          .orderBy('liked_profile_id', 'desc')
          .execute(),
        db
          .selectFrom('likes')
          .select(['liker_profile_id as id', 'created_at', 'like_new'])
          .where('liked_profile_id', '=', profileId)
          .orderBy('created_at', 'desc')
          .orderBy('liker_profile_id', 'desc')
          .execute(),
        blockedEitherWay(profileId),
      ]);
      const byId = await profiles.byIds(
        [...given.map((g) => g.id), ...received.map((r) => r.id)].filter((id) => !blocked.has(id)),
        { visibleOnly: true },
      );

      const likes: Profile[] = [];
      for (const g of given) {
        const p = byId.get(g.id);
        if (p) likes.push(p);
      }
      const liked_by: LikedByEntry[] = [];
      const receivedAt = new Map<number, number>();
      for (const r of received) {
        receivedAt.set(r.id, r.created_at.getTime());
        const p = byId.get(r.id);
        if (p) liked_by.push({ ...p, like_new: r.like_new, liked_at: r.created_at.toISOString() });
      }
      const matchedAt = (g: { id: number; created_at: Date }) => Math.max(g.created_at.getTime(), receivedAt.get(g.id) ?? 0);
      const matches: Profile[] = [];
      for (const g of given.filter((x) => receivedAt.has(x.id)).sort((a, b) => matchedAt(b) - matchedAt(a))) {
        const p = byId.get(g.id);
        if (p) matches.push(p);
      }
      return { likes, liked_by, matches };
    },

    /**
     * Whether `profileId` may be liked by the member `me`: `'ok'`, `'missing'` (unknown,
     * deleted, invisible, disabled or banned, or the member himself) or `'blocked'` (a block
     * either way). The swipe game asks before it records a decision; {@link like} checks the same itself.
     */
    async target(me: number, profileId: number): Promise<'ok' | 'missing' | 'blocked'> {
      if (me === profileId) return 'missing';
      const row = await db
        .selectFrom('profiles as p')
        .select(
          sql<boolean>`exists (select 1 from blocks b where (b.blocker_profile_id = ${me} and b.blocked_profile_id = p.id)
            or (b.blocker_profile_id = p.id and b.blocked_profile_id = ${me}))`.as('blocked'),
        )
        .where('p.id', '=', profileId)
        .where(visibleToOthers('p'))
        .executeTakeFirst();
      if (!row) return 'missing';
      return row.blocked ? 'blocked' : 'ok';
    },

    /**
     * Likes a profile (idempotent; an existing like keeps its time and `like_new`) in one call of
     * the database function `amora_like` (migration 031; issue 34: one round trip per like), which
     * checks the target as {@link target} does. Returns whether it is a match (the other one liked
     * the member too). `executor` may be a transaction (the swipe game's). With `live`, a like
     * that is new publishes, in the same transaction: `like` {profile: the member as a `liked_by`
     * entry} to the liked member, and when it makes a match `match` {profile} to both (each gets
     * the other's profile), with their notification jobs. Nothing for a like that existed, and
     * nothing to a member who would not see it (the liker invisible or disabled).
     * @throws ApiError 404 not_found (unknown, deleted, invisible, disabled or banned profile, or
     *   the member himself), 403 `blocked` (a block either way).
     */
    async like(me: number, profileId: number, options: { executor?: Kysely<DB>; live?: LivePublisher } = {}): Promise<{ match: boolean }> {
      try {
        const { rows } = await sql<{ result: { match: boolean } }>`select amora_like(${me}::int, ${profileId}::int,
          ${ONLINE_WINDOW_MINUTES}::int, ${options.live !== undefined}::boolean) as result`.execute(options.executor ?? db);
        return { match: rows[0]?.result.match === true };
      } catch (error) {
        const reason = databaseRefusal(error, LIKE_REFUSALS);
        if (reason === 'blocked') throw blocked();
        if (reason === 'profile_not_found') throw notFound('Profile not found.');
        throw error;
      }
    },

    /**
     * The match to announce (`GET /api/auto-like.php`, spec §3 "auto-like profile"): the newest
     * match whose like of the member is still new (`like_new`, so not yet seen in a match modal
     * or opened), among profiles the member may see; `null` when there is none. The match modal
     * marks it seen with `PUT /api/likes.php {profile, seen: true}`.
     */
    async matchToAnnounce(me: number): Promise<Profile | null> {
      const row = await db
        .selectFrom('likes as theirs')
        .innerJoin('likes as mine', (join) =>
          join.onRef('mine.liker_profile_id', '=', 'theirs.liked_profile_id').onRef('mine.liked_profile_id', '=', 'theirs.liker_profile_id'),
        )
        .select('theirs.liker_profile_id as id')
        .where('theirs.liked_profile_id', '=', me)
        .where('theirs.like_new', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('blocks')
                .select(sql<number>`1`.as('x'))
                .where((eb) =>
                  eb.or([
                    eb.and([eb('blocker_profile_id', '=', me), eb('blocked_profile_id', '=', eb.ref('theirs.liker_profile_id'))]),
                    eb.and([eb('blocked_profile_id', '=', me), eb('blocker_profile_id', '=', eb.ref('theirs.liker_profile_id'))]),
                  ]),
                ),
            ),
          ),
        )
        .orderBy(sql`greatest(theirs.created_at, mine.created_at)`, 'desc')
        .orderBy('theirs.liker_profile_id', 'desc')
        .limit(50)
        .execute();
      if (row.length === 0) return null;
      const byId = await profiles.byIds(
        row.map((r) => r.id),
        { visibleOnly: true },
      );
      // The newest one the member may see (invisible, disabled and deleted profiles are left out).
      for (const r of row) {
        const p = byId.get(r.id);
        if (p) return p;
      }
      return null;
    },

    /** Takes a like back (no error when there was none). */
    async unlike(me: number, profileId: number): Promise<void> {
      await db.deleteFrom('likes').where('liker_profile_id', '=', me).where('liked_profile_id', '=', profileId).execute();
    },

    /** Clears `like_new` of the like `profileId` gave the member (spec §4 "Opening a liked profile clears its new-like flag"). */
    async markSeen(me: number, profileId: number): Promise<void> {
      await db
        .updateTable('likes')
        .set({ like_new: false })
        .where('liker_profile_id', '=', profileId)
        .where('liked_profile_id', '=', me)
        .execute();
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;

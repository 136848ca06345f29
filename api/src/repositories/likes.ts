import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { LikedByEntry, Profile } from '../types.js';
import type { ProfilesRepository } from './profiles.js';

/** Likes and matches (spec §3 "Like entry", §4 "Like states: liked, received a like, match"). */
export function createLikesRepository(db: Kysely<DB>, profiles: ProfilesRepository) {
  return {
    /**
     * The member's likes state (`GET /api/likes.php`): profiles the member liked, profiles that
     * liked the member (with `like_new`, `liked_at`), and matches (liked both ways); newest
     * first (a match dates from the later of its two likes). Deleted, invisible and disabled
     * profiles are left out.
     */
    async state(profileId: number): Promise<{ likes: Profile[]; liked_by: LikedByEntry[]; matches: Profile[] }> {
      const [given, received] = await Promise.all([
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
      ]);
      const byId = await profiles.byIds([...given.map((g) => g.id), ...received.map((r) => r.id)], { visibleOnly: true });

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
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;

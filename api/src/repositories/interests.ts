import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The fixed interest list (spec §3 "Interests: a long fixed list"); the frontend localizes each key. */
export function createInterestsRepository(db: Kysely<DB>) {
  let cached: { id: number; key: string }[] | null = null;
  return {
    /** All interests `{id, key}` in list order; cached after the first non-empty read. */
    async all(): Promise<{ id: number; key: string }[]> {
      if (cached) return cached;
      const rows = await db.selectFrom('interests').select(['id', 'key']).orderBy('id').execute();
      if (rows.length > 0) cached = rows;
      return rows;
    },
  };
}

export type InterestsRepository = ReturnType<typeof createInterestsRepository>;

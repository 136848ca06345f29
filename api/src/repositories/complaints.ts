import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** A complaint as submitted through `/complaints` (spec §2). */
export interface NewComplaint {
  siteId: number;
  userId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Complaints sent from the complaints page. */
export function createComplaintsRepository(db: Kysely<DB>) {
  return {
    /** Stores a complaint; returns its id. */
    async create(c: NewComplaint): Promise<number> {
      const row = await db
        .insertInto('complaints')
        .values({ site_id: c.siteId, user_id: c.userId, name: c.name, email: c.email, subject: c.subject, message: c.message })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;

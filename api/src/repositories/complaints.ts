import type { ComplaintStatus } from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { notHeldByOthers } from './queue-claims.js';
import type { QueueViewer } from './photo-queue.js';

/** A complaint as submitted through `/complaints` (spec §2). */
export interface NewComplaint {
  siteId: number;
  userId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A stored complaint with its site's domain and the complainant's account, if he was logged in. */
export interface ComplaintRow {
  id: number;
  site_id: number;
  site: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  status: ComplaintStatus;
  answered_at: Date | null;
  user_id: number | null;
  profile_id: number | null;
  profile_name: string | null;
}

/**
 * Complaints sent from the complaints page, and the operators' queue of them (issue 31
 * "Queues": oldest first, claimed, answered by e-mail from the console, with a status).
 */
export function createComplaintsRepository(db: Kysely<DB>) {
  /** Complaints of `status` on `siteIds` (null = all), with site and account. */
  const complaints = (status: ComplaintStatus | null, siteIds: number[] | null) =>
    db
      .selectFrom('complaints as c')
      .innerJoin('sites as s', 's.id', 'c.site_id')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('profiles as p', 'p.id', 'u.profile_id')
      .select([
        'c.id',
        'c.site_id',
        's.domain as site',
        'c.name',
        'c.email',
        'c.subject',
        'c.message',
        'c.created_at',
        'c.status',
        'c.answered_at',
        'u.id as user_id',
        'p.id as profile_id',
        'p.name as profile_name',
      ])
      .$if(status !== null, (q) => q.where('c.status', '=', status as ComplaintStatus))
      .$if(siteIds !== null, (q) => q.where('c.site_id', 'in', siteIds as number[]));

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

    /**
     * The `limit` oldest complaints of `status` on the viewer's sites; open ones held by another
     * operator are left out (they are being answered).
     */
    async oldest(status: ComplaintStatus, viewer: QueueViewer, limit: number): Promise<ComplaintRow[]> {
      if (viewer.siteIds?.length === 0) return [];
      return complaints(status, viewer.siteIds)
        .$if(status === 'open', (q) => q.where(notHeldByOthers('complaint', 'c.id', viewer.operatorId)))
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    /** How many complaints have `status` on these sites (null = all). */
    async count(status: ComplaintStatus, siteIds: number[] | null): Promise<number> {
      if (siteIds?.length === 0) return 0;
      const row = await db
        .selectFrom('complaints')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('status', '=', status)
        .$if(siteIds !== null, (q) => q.where('site_id', 'in', siteIds as number[]))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** One complaint, or null. */
    async find(id: number): Promise<ComplaintRow | null> {
      return (await complaints(null, null).where('c.id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The replies to `ids`, oldest first, with their author (the operator's e-mail, `cli` for the CLIs). */
    async replies(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('complaint_replies as r')
        .leftJoin('operators as o', 'o.id', 'r.operator_id')
        .select(['r.complaint_id', 'r.text', sql<string>`coalesce(o.email, 'cli')`.as('operator'), 'r.created_at'])
        .where('r.complaint_id', 'in', ids)
        .orderBy('r.complaint_id')
        .orderBy('r.id')
        .execute();
    },

    /**
     * Stores a reply (mailed already) in `trx` and marks the complaint `answered` now. Returns
     * the status it had.
     */
    async addReply(trx: Kysely<DB>, id: number, operatorId: number | null, text: string): Promise<ComplaintStatus> {
      const before = await trx.selectFrom('complaints').select('status').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      await trx.insertInto('complaint_replies').values({ complaint_id: id, operator_id: operatorId, text }).execute();
      await trx.updateTable('complaints').set({ status: 'answered', answered_at: sql<Date>`now()` }).where('id', '=', id).execute();
      return before.status;
    },

    /** Sets the status in `trx`; returns the status it had, or null for an unknown complaint. */
    async setStatus(trx: Kysely<DB>, id: number, status: ComplaintStatus): Promise<ComplaintStatus | null> {
      const before = await trx.selectFrom('complaints').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) return null;
      await trx.updateTable('complaints').set({ status }).where('id', '=', id).execute();
      return before.status;
    },
  };
}

export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;

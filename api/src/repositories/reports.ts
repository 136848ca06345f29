import type { MemberStatus, ReportAction } from '@amora/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { bannedNow } from './member-visibility.js';

/** Reasons a member may give when reporting a profile. */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An open report as the queue reads it (before its photos and counts are added). */
export interface OpenReport {
  id: number;
  reason: ReportReason;
  message: string;
  created_at: Date;
  /** The report's site: the reported member's, else (a profile without account) the reporter's. */
  site_id: number | null;
  site: string | null;
  /** The reporter; `site`, `language` and `email` (null once his account is deleted) for the mail about his report. */
  reporter: { user_id: number | null; profile_id: number; name: string; site: string | null; language: string | null; email: string | null };
  reported: { user_id: number | null; profile_id: number; name: string; age: number; country: string; status: MemberStatus; ban_until: Date | null };
}

/** The reported member's state (the look-up's `memberStatus`), over `p` (reported profile) and `tu` (his account). */
const reportedStatus = sql<MemberStatus>`case
  when p.deleted_at is not null or tu.deleted_at is not null then 'deleted'
  when ${bannedNow('tu')} then 'banned'
  when tu.status = 'not_confirmed' then 'not_confirmed'
  when p.status = 'disabled' then 'disabled'
  else 'active' end`;

/** Reports of profiles (`POST /api/reports.php`) and the operators' queue of them (`/api/operator/reports.php`). */
export function createReportsRepository(db: Kysely<DB>) {
  /** The report's site: the reported member's, else (a profile without account) the reporter's. */
  const siteOf = sql<number | null>`coalesce(tu.site_id, ru.site_id)`;

  /** Open reports with both members; `siteIds` null = every site. */
  function openReports(siteIds: number[] | null) {
    return db
      .selectFrom('reports as r')
      .innerJoin('profiles as rp', 'rp.id', 'r.reporter_profile_id')
      .innerJoin('profiles as p', 'p.id', 'r.reported_profile_id')
      .leftJoin('users as ru', 'ru.profile_id', 'rp.id')
      .leftJoin('users as tu', 'tu.profile_id', 'p.id')
      .where('r.status', '=', 'open')
      .$if(siteIds !== null, (q) => q.where(sql<SqlBool>`${siteOf} in (${sql.join(siteIds?.length ? siteIds : [0])})`));
  }

  /** Open reports matching `where`, oldest first, at most `limit`, as {@link OpenReport}. */
  async function read(siteIds: number[] | null, where: RawBuilder<SqlBool>, limit: number): Promise<OpenReport[]> {
    const rows = await openReports(siteIds)
      .leftJoin('sites as s', (join) => join.on(sql<SqlBool>`s.id = ${siteOf}`))
      .leftJoin('sites as rs', 'rs.id', 'ru.site_id')
      .select([
        'r.id',
        'r.reason',
        'r.message',
        'r.created_at',
        siteOf.as('site_id'),
        's.domain as site',
        'ru.id as reporter_user_id',
        'rp.id as reporter_profile_id',
        'rp.name as reporter_name',
        'rs.domain as reporter_site',
        'ru.language as reporter_language',
        sql<string | null>`case when ru.deleted_at is null then ru.email end`.as('reporter_email'),
        'tu.id as reported_user_id',
        'p.id as reported_profile_id',
        'p.name as reported_name',
        sql<number>`extract(year from age(current_date, p.date_of_birth))::int`.as('reported_age'),
        'p.country as reported_country',
        reportedStatus.as('reported_status'),
        'tu.ban_until as reported_ban_until',
      ])
      .where(where)
      // Oldest first: ids grow with time, and `reports_open` (migration 019) indexes the open ones by id.
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      message: r.message,
      created_at: new Date(r.created_at),
      site_id: r.site_id,
      site: r.site,
      reporter: {
        user_id: r.reporter_user_id,
        profile_id: r.reporter_profile_id,
        name: r.reporter_name,
        site: r.reporter_site,
        language: r.reporter_language,
        email: r.reporter_email,
      },
      reported: {
        user_id: r.reported_user_id,
        profile_id: r.reported_profile_id,
        name: r.reported_name,
        age: r.reported_age,
        country: r.reported_country,
        status: r.reported_status,
        ban_until: r.reported_ban_until,
      },
    }));
  }

  return {
    /** Stores a report; returns its id. */
    async create(reporter: number, reported: number, reason: ReportReason, message: string): Promise<number> {
      const row = await db
        .insertInto('reports')
        .values({ reporter_profile_id: reporter, reported_profile_id: reported, reason, message })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Open reports on `siteIds` (null = all), oldest first, at most `limit`, leaving out those an
     * operator other than `operatorId` holds (an unexpired claim; `operatorId` null = the CLIs:
     * every held one); plus `total`, every open report on those sites, held or not (`limit` 0:
     * only the total, for the console's counts).
     */
    async queue(siteIds: number[] | null, operatorId: number | null, limit: number): Promise<{ reports: OpenReport[]; total: number }> {
      const notHeldByOthers = sql<SqlBool>`not exists (select 1 from queue_claims qc where qc.queue = 'report'
        and qc.item_id = r.id and qc.claimed_until > now() and ${operatorId === null ? sql`true` : sql`qc.operator_id <> ${operatorId}`})`;
      const [reports, count] = await Promise.all([
        limit > 0 ? read(siteIds, notHeldByOthers, limit) : [],
        openReports(siteIds).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { reports, total: count.n };
    },

    /** One open report (any site, any claim), or null when unknown or closed. */
    async open(id: number): Promise<OpenReport | null> {
      const [report] = await read(null, sql<SqlBool>`r.id = ${id}`, 1);
      return report ?? null;
    },

    /** Every profile photo (any status) of these profiles, by profile then position. */
    async photosOf(profileIds: number[]) {
      if (profileIds.length === 0) return [];
      return db
        .selectFrom('images')
        .select(['id', 'profile_id', 'filename', 'thumb_filename', 'status'])
        .where('profile_id', 'in', [...new Set(profileIds)])
        .orderBy('profile_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Open reports per reported profile (for "other open reports about the same profile"). */
    async openCounts(profileIds: number[]): Promise<Map<number, number>> {
      if (profileIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('reports')
        .select(['reported_profile_id', sql<number>`count(*)::int`.as('n')])
        .where('status', '=', 'open')
        .where('reported_profile_id', 'in', [...new Set(profileIds)])
        .groupBy('reported_profile_id')
        .execute();
      return new Map(rows.map((r) => [r.reported_profile_id, r.n]));
    },

    /** Until when the report items `ids` are claimed (unexpired claims only). */
    async claimedUntil(ids: number[]): Promise<Map<number, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('queue_claims')
        .select(['item_id', 'claimed_until'])
        .where('queue', '=', 'report')
        .where('item_id', 'in', ids)
        .where('claimed_until', '>', sql<Date>`now()`)
        .execute();
      return new Map(rows.map((r) => [r.item_id, r.claimed_until]));
    },

    /**
     * Closes an open report in `trx` with `resolution` (what the operator did) and who closed it
     * (null: the CLIs). False when it was not open (closed meanwhile).
     */
    async close(trx: Kysely<DB>, id: number, resolution: ReportAction, operatorId: number | null): Promise<boolean> {
      const row = await trx
        .updateTable('reports')
        .set({ status: 'closed', resolution, closed_at: sql<Date>`now()`, closed_by: operatorId })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

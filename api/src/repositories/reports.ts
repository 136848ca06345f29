import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Reasons a member may give when reporting a profile. */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A stored report as the operator sees it (`GET /api/reports.php`); `created_at` ISO 8601. */
export interface ReportEntry {
  id: number;
  reporter_profile_id: number;
  reporter_name: string;
  reported_profile_id: number;
  reported_name: string;
  reason: ReportReason;
  message: string;
  created_at: string;
}

/** Reports of profiles to the operator (`POST /api/reports.php`, `GET /api/reports.php`). */
export function createReportsRepository(db: Kysely<DB>) {
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
     * The newest reports first, at most `limit`, optionally only those about one profile, with
     * both members' names.
     */
    async list(limit: number, reportedProfileId?: number): Promise<ReportEntry[]> {
      let query = db
        .selectFrom('reports as r')
        .innerJoin('profiles as reporter', 'reporter.id', 'r.reporter_profile_id')
        .innerJoin('profiles as reported', 'reported.id', 'r.reported_profile_id')
        .select(['r.id', 'r.reporter_profile_id', 'reporter.name as reporter_name', 'r.reported_profile_id', 'reported.name as reported_name', 'r.reason', 'r.message', 'r.created_at'])
        .orderBy('r.id', 'desc')
        .limit(limit);
      if (reportedProfileId !== undefined) query = query.where('r.reported_profile_id', '=', reportedProfileId);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, reason: row.reason as ReportReason, created_at: new Date(row.created_at).toISOString() }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

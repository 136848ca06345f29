import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Reasons a member may give when reporting a profile. */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports of profiles to the operator (`POST /api/reports.php`). */
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
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

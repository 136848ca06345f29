import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** One operator action to record (issue 31 "Audit log"). */
export interface AuditEntry {
  /** Who: the operator's id (null for the CLIs), e-mail or `cli`, and role. */
  operatorId: number | null;
  actor: string;
  role: string;
  /** The site the action concerns (null: none, e.g. an operator account). */
  siteId: number | null;
  /** What, as `noun.verb`: `member.ban`, `photo.approve`, `report.dismiss`, `payment.refund`, … */
  action: string;
  /** What it was done to: `member`, `photo`, `report`, … and its id. */
  targetType: string | null;
  targetId: string | number | null;
  /** The member concerned, if any (filters, and the member's own data export). */
  userId: number | null;
  /** The changed fields before and after, where something changed. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The address the request came from. */
  ip: string;
}

/** A recorded action as the console and the CSV export show it (ISO 8601 times). */
export interface AuditRow {
  id: number;
  created_at: string;
  operator_id: number | null;
  actor: string;
  role: string;
  site: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  user_id: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string;
}

/** Filters of the audit screen; `before` pages by id (newest first). */
export interface AuditFilter {
  operatorId?: number;
  userId?: number;
  action?: string;
  from?: Date;
  to?: Date;
  before?: number;
  limit: number;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit log (issue 31): an append-only table (the database refuses UPDATE and DELETE of its
 * rows, migration 019); this repository only inserts and reads.
 */
export function createAuditRepository(db: Kysely<DB>) {
  return {
    /** Appends one action; `trx` records it in the transaction of the change itself. */
    async record(entry: AuditEntry, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .insertInto('audit_log')
        .values({
          operator_id: entry.operatorId,
          actor: entry.actor,
          role: entry.role,
          site_id: entry.siteId,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId === null ? null : String(entry.targetId),
          user_id: entry.userId,
          before: json(entry.before),
          after: json(entry.after),
          reason: entry.reason ?? null,
          ip: entry.ip.slice(0, 64),
        })
        .execute();
    },

    /** Actions matching `filter`, newest first (at most `limit`). */
    async list(filter: AuditFilter): Promise<AuditRow[]> {
      let query = db
        .selectFrom('audit_log as a')
        .leftJoin('sites as s', 's.id', 'a.site_id')
        .select([
          sql<string>`a.id::text`.as('id'),
          'a.created_at',
          'a.operator_id',
          'a.actor',
          'a.role',
          's.domain as site',
          'a.action',
          'a.target_type',
          'a.target_id',
          'a.user_id',
          'a.before',
          'a.after',
          'a.reason',
          'a.ip',
        ])
        .orderBy('a.id', 'desc')
        .limit(filter.limit);
      if (filter.operatorId !== undefined) query = query.where('a.operator_id', '=', filter.operatorId);
      if (filter.userId !== undefined) query = query.where('a.user_id', '=', filter.userId);
      if (filter.action) query = query.where('a.action', '=', filter.action);
      if (filter.from) query = query.where('a.created_at', '>=', filter.from);
      if (filter.to) query = query.where('a.created_at', '<', filter.to);
      if (filter.before !== undefined) query = query.where(sql<boolean>`a.id < ${filter.before}`);
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

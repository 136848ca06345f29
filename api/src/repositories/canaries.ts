import { CANARY_RULE_DEFAULTS, type CanaryDecision, type CanaryRules, RUM_OUTCOMES, RUM_VITALS, type RumOutcome, type RumVital } from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { addHistogram, emptyHistogram } from '../services/rum-histogram.js';

/** How long real-user measurements are kept (issue 35), days. */
export const RUM_RETENTION_DAYS = 30;

/** What one version of a remote measured over some hours: counts, outcomes and vitals' summed histograms. */
export interface RumTotals {
  page_views: number;
  errors: number;
  load_failures: number;
  retries: number;
  outcomes: Record<RumOutcome, number>;
  vitals: Record<RumVital, number[]>;
}

/** Which sites' measurements count: one site, or every site but some (those with a version or canary of their own). */
export type SiteScope = { only: string } | { except: string[] };

/** An automatic decision to record (issue 35; `figures`: the comparison it was made on). */
export interface NewCanaryDecision {
  name: string;
  site: string;
  version: string;
  activeVersion: string | null;
  decision: 'rolled_back' | 'promoted';
  reason: string;
  figures: unknown;
}

/** Empty totals. */
export function emptyTotals(): RumTotals {
  return {
    page_views: 0,
    errors: 0,
    load_failures: 0,
    retries: 0,
    outcomes: Object.fromEntries(RUM_OUTCOMES.map((o) => [o, 0])) as Record<RumOutcome, number>,
    vitals: Object.fromEntries(RUM_VITALS.map((v) => [v, emptyHistogram()])) as Record<RumVital, number[]>,
  };
}

/** An int[] as the driver gives it: an array, or (some paths of PGlite) its text form `{1,2,3}`. */
function intArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/**
 * The canary judge's data (issue 35, migration 029): the real-user totals of a remote's versions,
 * its rules, and the decisions taken. The counts themselves are written by services/rum-aggregator.ts.
 */
export function createCanariesRepository(db: Kysely<DB>) {
  /** The scope's sites as a condition on a rum table's `site`. */
  const inScope = (scope: SiteScope) => {
    if ('only' in scope) return sql<boolean>`site = ${scope.only}`;
    return scope.except.length > 0 ? sql<boolean>`site not in (${sql.join(scope.except)})` : sql<boolean>`true`;
  };

  return {
    /** The rules of `name`: its row of `remote_canary_rules`, else CANARY_RULE_DEFAULTS (numbers, never strings). */
    async rules(name: string): Promise<CanaryRules> {
      const row = await db.selectFrom('remote_canary_rules').selectAll().where('name', '=', name).executeTakeFirst();
      if (!row) return { name, ...CANARY_RULE_DEFAULTS };
      return {
        name,
        min_page_views: Number(row.min_page_views),
        max_error_rate_increase: Number(row.max_error_rate_increase),
        max_outcome_drop: Number(row.max_outcome_drop),
        significance: Number(row.significance),
        check_after_minutes: Number(row.check_after_minutes),
      };
    },

    /** Changes some rules of `name` (the others keep their value or default); returns them all. */
    async setRules(name: string, patch: Partial<Omit<CanaryRules, 'name'>>): Promise<CanaryRules> {
      const next = { ...(await this.rules(name)), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      const values = {
        min_page_views: next.min_page_views,
        max_error_rate_increase: next.max_error_rate_increase,
        max_outcome_drop: next.max_outcome_drop,
        significance: next.significance,
        check_after_minutes: next.check_after_minutes,
      };
      await db
        .insertInto('remote_canary_rules')
        .values({ name, ...values })
        .onConflict((oc) => oc.column('name').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
        .execute();
      return this.rules(name);
    },

    /** The sites with a version or canary of their own of `name` (a canary of every site does not reach them). */
    async sitesWithOwn(name: string): Promise<string[]> {
      const rows = await db.selectFrom('remote_activations').select('site').distinct().where('name', '=', name).where('site', '<>', '').execute();
      return rows.map((r) => r.site);
    },

    /**
     * The totals of `name` at each of `versions` over the hours from `since`'s hour on, on the
     * scope's sites: page views, errors, load failures, retries, outcome counts, and each vital's
     * histogram summed over hours and sites. Versions without measurements get empty totals.
     */
    async totals(name: string, versions: string[], scope: SiteScope, since: Date): Promise<Map<string, RumTotals>> {
      const out = new Map(versions.map((v) => [v, emptyTotals()]));
      if (versions.length === 0) return out;
      const from = sql<Date>`date_trunc('hour', ${since}::timestamptz)`;
      const [hourly, outcomes, vitals] = await Promise.all([
        db
          .selectFrom('rum_hourly')
          .select([
            'version',
            sql<string>`sum(page_views)`.as('page_views'),
            sql<string>`sum(errors)`.as('errors'),
            sql<string>`sum(load_failures)`.as('load_failures'),
            sql<string>`sum(retries)`.as('retries'),
          ])
          .where('remote', '=', name)
          .where('version', 'in', versions)
          .where('hour', '>=', from)
          .where(inScope(scope))
          .groupBy('version')
          .execute(),
        db
          .selectFrom('rum_outcomes')
          .select(['version', 'name', sql<string>`sum(count)`.as('count')])
          .where('remote', '=', name)
          .where('version', 'in', versions)
          .where('hour', '>=', from)
          .where(inScope(scope))
          .groupBy(['version', 'name'])
          .execute(),
        db
          .selectFrom('rum_vitals')
          .select(['version', 'name', 'buckets'])
          .where('remote', '=', name)
          .where('version', 'in', versions)
          .where('hour', '>=', from)
          .where(inScope(scope))
          .execute(),
      ]);
      for (const row of hourly) {
        const t = out.get(row.version);
        if (!t) continue;
        t.page_views = Number(row.page_views);
        t.errors = Number(row.errors);
        t.load_failures = Number(row.load_failures);
        t.retries = Number(row.retries);
      }
      for (const row of outcomes) {
        const t = out.get(row.version);
        if (t && row.name in t.outcomes) t.outcomes[row.name as RumOutcome] = Number(row.count);
      }
      for (const row of vitals) {
        const t = out.get(row.version);
        if (t && row.name in t.vitals) addHistogram(t.vitals[row.name], intArray(row.buckets));
      }
      return out;
    },

    /** Records a decision (inside the caller's transaction when given). */
    async recordDecision(decision: NewCanaryDecision, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .insertInto('canary_decisions')
        .values({
          name: decision.name,
          site: decision.site,
          version: decision.version,
          active_version: decision.activeVersion,
          decision: decision.decision,
          reason: decision.reason,
          figures: JSON.stringify(decision.figures ?? null),
        })
        .execute();
    },

    /** The latest decisions about `name` (every remote when null), newest first. */
    async decisions(name: string | null, limit = 10): Promise<CanaryDecision[]> {
      let query = db.selectFrom('canary_decisions').selectAll().orderBy('decided_at', 'desc').orderBy('id', 'desc').limit(limit);
      if (name) query = query.where('name', '=', name);
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, decided_at: r.decided_at.toISOString() }));
    },

    /** Deletes measurements older than `days` (default {@link RUM_RETENTION_DAYS}); returns how many rows went. */
    async prune(days: number = RUM_RETENTION_DAYS): Promise<number> {
      const before = sql<Date>`now() - make_interval(days => ${days})`;
      let n = 0n;
      for (const table of ['rum_hourly', 'rum_outcomes', 'rum_vitals'] as const) {
        n += (await db.deleteFrom(table).where('hour', '<', before).executeTakeFirst()).numDeletedRows;
      }
      return Number(n);
    },
  };
}

export type CanariesRepository = ReturnType<typeof createCanariesRepository>;

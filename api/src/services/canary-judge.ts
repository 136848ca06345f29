/**
 * Canaries that judge themselves (issue 35; api/README.md "Real-user measurements and canaries").
 *
 * `compareCanary(name, site)` sets a canary beside the version it would replace — the site's
 * version (its pin, else the registry's active version) — both measured by real users since the
 * hour the canary started (`rum_*` tables, services/rum-aggregator.ts) on the sites the canary
 * reaches, and says whether the canary is worse, better or no different (`verdict`, `reason`).
 *
 * `judge()` (the scheduler's `canary-judge` job, every `config.rum.canaryCheckMs`) does it for
 * every canary: one significantly worse than the rules allow is ended (its share returns to the
 * site's version), one released with auto-promotion that held long enough with enough page views
 * is promoted; each decision is one audit row (actor `canary-judge`) and one `canary_decisions`
 * row, and a warning in the log.
 */
import {
  type CanaryComparison,
  type CanaryMetric,
  type CanaryRules,
  type CanarySide,
  RUM_OUTCOMES,
  RUM_VITALS,
  type RemoteActivation,
  type RumOutcome,
  type RumVital,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Repositories } from '../repositories/index.js';
import { emptyTotals, type RumTotals } from '../repositories/canaries.js';
import { twoProportionTest } from './canary-stats.js';
import { countAbove, histogramCount, quantile, RUM_GOOD_LIMITS, vitalValue } from './rum-histogram.js';

/** The audit log's actor of the judge's decisions (role `system`). */
export const CANARY_JUDGE_ACTOR = 'canary-judge';

/** What {@link compare} works from: the canary, the version it would replace, the rules and both sides' totals. */
export interface CompareInput {
  activation: RemoteActivation;
  activeVersion: string;
  /** The rules with the effective `min_page_views` (AMORA_CANARY_MIN_PAGE_VIEWS applied). */
  rules: CanaryRules;
  canary: RumTotals;
  active: RumTotals;
  now: Date;
}

const rate = (count: number, pageViews: number): number | null => (pageViews > 0 ? count / pageViews : null);

/** A vital's p75 in its own unit: ms rounded to whole, CLS to three decimals. */
function p75(name: RumVital, buckets: readonly number[]): number | null {
  const q = quantile(buckets, 0.75);
  if (q === null) return null;
  const value = vitalValue(name, q);
  return name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** One side of a comparison from its totals. */
export function sideOf(version: string, t: RumTotals): CanarySide {
  return {
    version,
    page_views: t.page_views,
    errors: t.errors,
    error_rate: rate(t.errors, t.page_views),
    load_failures: t.load_failures,
    load_failure_rate: rate(t.load_failures, t.page_views),
    retries: t.retries,
    outcomes: Object.fromEntries(RUM_OUTCOMES.map((o) => [o, { count: t.outcomes[o], rate: rate(t.outcomes[o], t.page_views) }])) as CanarySide['outcomes'],
    vitals: Object.fromEntries(RUM_VITALS.map((v) => [v, { samples: histogramCount(t.vitals[v]), p75: p75(v, t.vitals[v]) }])) as CanarySide['vitals'],
  };
}

/**
 * A metric compared by the two-proportion z-test: `canaryValue`/`activeValue` as shown,
 * `x`/`n` per side for the test; the p-value is one-sided in the direction observed; significant
 * only when `enough` (both sides have the minimum page views) and below `alpha`; worse when
 * significant in the bad direction (`badWhenHigher`).
 */
function metric(
  values: { canary: number | null; active: number | null },
  counts: { xC: number; nC: number; xA: number; nA: number },
  badWhenHigher: boolean,
  alpha: number,
  enough: boolean,
  direction?: number,
): CanaryMetric {
  const { canary, active } = values;
  const difference = canary !== null && active !== null ? canary - active : null;
  const relative = difference !== null && active !== null && active !== 0 ? difference / active : null;
  const test = twoProportionTest(counts.xC, counts.nC, counts.xA, counts.nA);
  if (!test || difference === null) return { active, canary, difference, relative, p_value: null, significant: false, worse: false };
  const sign = direction ?? difference;
  const p_value = sign > 0 ? test.pGreater : sign < 0 ? test.pLess : 1;
  const significant = enough && sign !== 0 && p_value < alpha;
  return { active, canary, difference, relative, p_value, significant, worse: significant && (badWhenHigher ? sign > 0 : sign < 0) };
}

const percent = (value: number | null): string => (value === null ? '–' : `${(value * 100).toFixed(2)} %`);
const pText = (p: number | null): string => (p === null ? '' : `, p = ${p < 0.0001 ? p.toExponential(1) : p.toFixed(4)}`);

/**
 * The comparison of a canary with its active version (pure; {@link CompareInput}). Verdict:
 * `insufficient_data` while the canary is younger than `check_after_minutes` or either side has
 * fewer than `min_page_views`; `worse` when the error rate or the load-failure rate is
 * significantly higher by more than `max_error_rate_increase` (absolute), or an outcome's rate
 * significantly lower by more than `max_outcome_drop` (relative); `better` when not worse and
 * one of those is significantly better with no vital significantly worse; else `holding`.
 * Vitals (p75; the test compares the share of samples over Google's "good" limit) are reported,
 * never a reason to roll back.
 */
export function compare({ activation, activeVersion, rules, canary, active, now }: CompareInput): CanaryComparison {
  const activatedAt = new Date(activation.activated_at);
  const since = new Date(Math.floor(activatedAt.getTime() / 3_600_000) * 3_600_000);
  const minutes = Math.max(0, Math.round(((now.getTime() - activatedAt.getTime()) / 60_000) * 10) / 10);
  const c = sideOf(activation.version, canary);
  const a = sideOf(activeVersion, active);
  const enough = c.page_views >= rules.min_page_views && a.page_views >= rules.min_page_views;
  const alpha = rules.significance;
  const counts = (xC: number, xA: number) => ({ xC, nC: c.page_views, xA, nA: a.page_views });

  const errorRate = metric({ canary: c.error_rate, active: a.error_rate }, counts(c.errors, a.errors), true, alpha, enough);
  const loadFailureRate = metric({ canary: c.load_failure_rate, active: a.load_failure_rate }, counts(c.load_failures, a.load_failures), true, alpha, enough);
  const outcomes = Object.fromEntries(
    RUM_OUTCOMES.map((o) => [o, metric({ canary: c.outcomes[o].rate, active: a.outcomes[o].rate }, counts(c.outcomes[o].count, a.outcomes[o].count), false, alpha, enough)]),
  ) as Record<RumOutcome, CanaryMetric>;
  const vitals = Object.fromEntries(
    RUM_VITALS.map((v) => {
      const limit = RUM_GOOD_LIMITS[v];
      const poorC = countAbove(canary.vitals[v], limit);
      const poorA = countAbove(active.vitals[v], limit);
      const nC = c.vitals[v].samples;
      const nA = a.vitals[v].samples;
      const shareDifference = nC > 0 && nA > 0 ? poorC / nC - poorA / nA : undefined;
      return [v, metric({ canary: c.vitals[v].p75, active: a.vitals[v].p75 }, { xC: poorC, nC, xA: poorA, nA }, true, alpha, enough, shareDifference)];
    }),
  ) as Record<RumVital, CanaryMetric>;

  const base = {
    name: activation.name,
    site: activation.site,
    version: activation.version,
    active_version: activeVersion,
    percent: activation.percent,
    activated_at: activatedAt.toISOString(),
    since: since.toISOString(),
    minutes,
    auto_promote_after_minutes: activation.auto_promote_after_minutes ?? null,
    auto_promote_min_views: activation.auto_promote_min_views ?? null,
    rules,
    canary: c,
    active: a,
    metrics: { error_rate: errorRate, load_failure_rate: loadFailureRate, outcomes, vitals },
  };
  const against = `${activation.version} against ${activeVersion || '(none)'}`;
  if (minutes < rules.check_after_minutes) {
    return { ...base, verdict: 'insufficient_data', reason: `${against}: running ${minutes} of the ${rules.check_after_minutes} minutes before a canary is judged.` };
  }
  if (!enough) {
    return {
      ...base,
      verdict: 'insufficient_data',
      reason: `${against}: not enough page views yet (canary ${c.page_views}, active ${a.page_views}; ${rules.min_page_views} each needed).`,
    };
  }

  const worse: string[] = [];
  for (const [label, m] of [['error rate', errorRate], ['load failure rate', loadFailureRate]] as const) {
    if (m.worse && m.difference !== null && m.difference > rules.max_error_rate_increase) {
      worse.push(`${label} ${percent(m.canary)} against ${percent(m.active)} (+${(m.difference * 100).toFixed(2)} points, more than the ${(rules.max_error_rate_increase * 100).toFixed(2)} allowed${pText(m.p_value)})`);
    }
  }
  for (const o of RUM_OUTCOMES) {
    const m = outcomes[o];
    if (m.worse && m.relative !== null && -m.relative > rules.max_outcome_drop) {
      worse.push(`${o} ${percent(m.canary)} against ${percent(m.active)} per page view (${(m.relative * 100).toFixed(0)} %, more than the ${(rules.max_outcome_drop * 100).toFixed(0)} % drop allowed${pText(m.p_value)})`);
    }
  }
  const views = `${c.page_views} and ${a.page_views} page views`;
  if (worse.length > 0) return { ...base, verdict: 'worse', reason: `${against}: significantly worse over ${views}: ${worse.join('; ')}.` };

  const better: string[] = [];
  for (const [label, m] of [['error rate', errorRate], ['load failure rate', loadFailureRate]] as const) {
    if (m.significant && !m.worse) better.push(`${label} ${percent(m.canary)} against ${percent(m.active)}${pText(m.p_value)}`);
  }
  for (const o of RUM_OUTCOMES) {
    const m = outcomes[o];
    if (m.significant && !m.worse) better.push(`${o} ${percent(m.canary)} against ${percent(m.active)} per page view${pText(m.p_value)}`);
  }
  const vitalsWorse = RUM_VITALS.filter((v) => vitals[v].worse);
  if (better.length > 0 && vitalsWorse.length === 0) return { ...base, verdict: 'better', reason: `${against}: significantly better over ${views}: ${better.join('; ')}.` };
  const notes = [
    ...[...[['error rate', errorRate] as const, ['load failure rate', loadFailureRate] as const].filter(([, m]) => m.worse).map(([label]) => `${label} higher, within the allowed increase`)],
    ...RUM_OUTCOMES.filter((o) => outcomes[o].worse).map((o) => `${o} lower, within the allowed drop`),
    ...vitalsWorse.map((v) => `${v} slower (p75 ${vitals[v].canary} against ${vitals[v].active})`),
  ];
  return {
    ...base,
    verdict: 'holding',
    reason: `${against}: no difference past the rules over ${views}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`,
  };
}

/** What the judge did with one canary. */
export interface JudgeOutcome {
  name: string;
  site: string;
  version: string;
  verdict: CanaryComparison['verdict'];
  action: 'rolled_back' | 'promoted' | null;
}

export interface CanaryJudgeDeps {
  db: Kysely<DB>;
  repos: Pick<Repositories, 'remotes' | 'canaries' | 'audit' | 'sites'>;
  log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
  /** AMORA_CANARY_MIN_PAGE_VIEWS: overrides every remote's `min_page_views` (tests, e2e); null = the rules'. */
  minPageViews: number | null;
  /** Writes this process's measurements first (app.rum.flush), so the judge reads them. */
  flush?: () => Promise<void>;
}

/** The judge over one database (see the module's comment). */
export function createCanaryJudge({ db, repos, log, minPageViews, flush }: CanaryJudgeDeps) {
  const { remotes, canaries, audit, sites } = repos;

  /** The comparison of one canary activation. */
  async function comparisonOf(activation: RemoteActivation, now: Date): Promise<CanaryComparison> {
    const { name, site } = activation;
    const [siteRemotes, stored, own] = await Promise.all([remotes.forSite(site), canaries.rules(name), site ? Promise.resolve([]) : canaries.sitesWithOwn(name)]);
    const activeVersion = siteRemotes.remotes.find((r) => r.name === name)?.version ?? '';
    const rules = { ...stored, min_page_views: minPageViews ?? stored.min_page_views };
    const versions = [activation.version, ...(activeVersion && activeVersion !== activation.version ? [activeVersion] : [])];
    const totals = await canaries.totals(name, versions, site ? { only: site } : { except: own }, new Date(activation.activated_at));
    const of = (version: string) => totals.get(version) ?? emptyTotals();
    return compare({ activation, activeVersion, rules, canary: of(activation.version), active: activeVersion ? of(activeVersion) : emptyTotals(), now });
  }

  /** The site id of a domain for the audit row ('' → null). */
  const siteIdOf = async (site: string) => (site ? ((await sites.idsOf([site]))[0] ?? null) : null);

  /** Ends a worse canary: activation gone, audit and decision rows, all or nothing. */
  async function rollBack(c: CanaryComparison): Promise<boolean> {
    const siteId = await siteIdOf(c.site);
    const ended = await db.transaction().execute(async (trx) => {
      if (!(await remotes.endCanary(c.name, c.site, c.version, trx))) return false;
      await audit.record(
        {
          operatorId: null,
          actor: CANARY_JUDGE_ACTOR,
          role: 'system',
          siteId,
          action: 'release.auto_rollback',
          targetType: 'remote',
          targetId: c.name,
          userId: null,
          before: { version: c.version, percent: c.percent, site: c.site || null },
          after: { version: c.active_version, site: c.site || null },
          reason: c.reason,
          ip: '',
        },
        trx,
      );
      await canaries.recordDecision({ name: c.name, site: c.site, version: c.version, activeVersion: c.active_version || null, decision: 'rolled_back', reason: c.reason, figures: c }, trx);
      return true;
    });
    if (ended) log.warn({ remote: c.name, site: c.site, version: c.version, active: c.active_version, reason: c.reason }, 'canary rolled back automatically');
    return ended;
  }

  /** Promotes a canary that held: the registry's (or the site's) version becomes it; audit and decision rows. */
  async function promote(c: CanaryComparison): Promise<boolean> {
    const still = (await remotes.activations()).find((a) => a.name === c.name && a.site === c.site && a.kind === 'canary');
    if (still?.version !== c.version) return false;
    const remote = await remotes.promote(c.name, c.site);
    if (!remote) return false;
    const siteId = await siteIdOf(c.site);
    const reason = `${c.version} held ${c.minutes} minutes with ${c.canary.page_views} page views (auto-promotion after ${c.auto_promote_after_minutes} minutes): ${c.reason}`;
    await db.transaction().execute(async (trx) => {
      await audit.record(
        {
          operatorId: null,
          actor: CANARY_JUDGE_ACTOR,
          role: 'system',
          siteId,
          action: 'release.auto_promote',
          targetType: 'remote',
          targetId: c.name,
          userId: null,
          before: { version: c.active_version || null, site: c.site || null },
          after: { version: remote.version, site: c.site || null },
          reason,
          ip: '',
        },
        trx,
      );
      await canaries.recordDecision({ name: c.name, site: c.site, version: c.version, activeVersion: c.active_version || null, decision: 'promoted', reason, figures: c }, trx);
    });
    log.warn({ remote: c.name, site: c.site, version: c.version, previous: c.active_version, reason }, 'canary promoted automatically');
    return true;
  }

  return {
    /** `name`'s canary on `site` ('' = every site) beside its active version; null when it has none. */
    async compareCanary(name: string, site: string, now: Date = new Date()): Promise<CanaryComparison | null> {
      const activation = (await remotes.activations()).find((a) => a.name === name && a.site === site && a.kind === 'canary');
      return activation ? comparisonOf(activation, now) : null;
    },

    /** Every canary of `name` (each site's and every site's) compared. */
    async comparisons(name: string, now: Date = new Date()): Promise<CanaryComparison[]> {
      const canaryRows = (await remotes.activations()).filter((a) => a.name === name && a.kind === 'canary');
      return Promise.all(canaryRows.map((a) => comparisonOf(a, now)));
    },

    /**
     * Judges every canary once (the `canary-judge` job): rolls back the worse ones, promotes the
     * auto-promoted ones that held `auto_promote_after_minutes` with `auto_promote_min_views` page
     * views (else the rules' minimum) and are holding or better. Returns what it did per canary.
     */
    async judge(now: Date = new Date()): Promise<JudgeOutcome[]> {
      await flush?.();
      const outcomes: JudgeOutcome[] = [];
      for (const activation of (await remotes.activations()).filter((a) => a.kind === 'canary')) {
        const c = await comparisonOf(activation, now);
        let action: JudgeOutcome['action'] = null;
        if (c.verdict === 'worse') {
          if (await rollBack(c)) action = 'rolled_back';
        } else if (
          activation.auto_promote_after_minutes &&
          (c.verdict === 'holding' || c.verdict === 'better') &&
          c.minutes >= activation.auto_promote_after_minutes &&
          c.canary.page_views >= (activation.auto_promote_min_views ?? c.rules.min_page_views)
        ) {
          if (await promote(c)) action = 'promoted';
        }
        outcomes.push({ name: c.name, site: c.site, version: c.version, verdict: c.verdict, action });
      }
      return outcomes;
    },
  };
}

export type CanaryJudge = ReturnType<typeof createCanaryJudge>;

/** The judge of an app: its database, repositories, log, `config.rum.canaryMinPageViews` and `app.rum`. */
export function canaryJudgeOf(app: FastifyInstance): CanaryJudge {
  return createCanaryJudge({ db: app.db, repos: app.repos, log: app.log, minPageViews: app.config.rum.canaryMinPageViews, flush: () => app.rum.flush() });
}

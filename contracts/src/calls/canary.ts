/**
 * Canaries that judge themselves (issue 35): the comparison of a canary with the version it may
 * replace, built from the real-user measurements of `POST /api/rum.php` (./rum), the judge's rules
 * per remote and its decisions. Read by `npm run remotes -- --compare <remote>`
 * (`GET /api/remotes.php?view=compare&name=…`, deploy token) and the console's Releases screen
 * (`GET /api/operator/releases.php`). How the API judges: api/README.md "Real-user measurements
 * and canaries".
 */
import { z } from 'zod';
import { REMOTE_NAME_PATTERN } from '../constants';
import { RUM_OUTCOMES, RUM_VITALS } from './rum';

/**
 * The judge's rules when a remote has none of its own (`remote_canary_rules`):
 * - `min_page_views`: page views each side needs before anything is judged;
 * - `max_error_rate_increase`: the canary is worse when its error rate (errors per page view; load
 *   failures too) is higher by more than this, absolute (0.01 = one more error per 100 page views)
 *   and significantly so;
 * - `max_outcome_drop`: …or when an outcome's rate is lower by more than this share of the active
 *   version's rate (0.2 = 20 % fewer sign-ups per page view), significantly;
 * - `significance`: the one-sided p-value below which a difference counts (two-proportion z-test);
 * - `check_after_minutes`: a canary younger than this is not judged.
 */
export const CANARY_RULE_DEFAULTS = { min_page_views: 200, max_error_rate_increase: 0.01, max_outcome_drop: 0.2, significance: 0.05, check_after_minutes: 10 } as const;

/** The rules the judge applies to one remote's canaries (its own, else {@link CANARY_RULE_DEFAULTS}). */
export const canaryRules = z.object({
  name: z.string(),
  min_page_views: z.number().int(),
  max_error_rate_increase: z.number(),
  max_outcome_drop: z.number(),
  significance: z.number(),
  check_after_minutes: z.number().int(),
});
export type CanaryRules = z.infer<typeof canaryRules>;

/** `POST /api/remotes.php?action=rules` body (deploy token): the rules of `name` to change; the others keep their value. */
export const canaryRulesBody = z.object({
  name: z.string().regex(REMOTE_NAME_PATTERN),
  min_page_views: z.number().int().min(1).max(10_000_000).optional(),
  max_error_rate_increase: z.number().min(0).max(1).optional(),
  max_outcome_drop: z.number().min(0).max(1).optional(),
  significance: z.number().gt(0).max(0.5).optional(),
  check_after_minutes: z.number().int().min(0).max(7 * 24 * 60).optional(),
});
/** `POST /api/remotes.php?action=rules` → the remote's rules now. */
export const canaryRulesResponse = z.object({ rules: canaryRules });

/** What one version measured since the canary started: counts, rates per page view, p75 per vital (ms; CLS unitless). */
export const canarySide = z.object({
  version: z.string(),
  page_views: z.number().int(),
  errors: z.number().int(),
  /** Errors per page view (may exceed 1); null without page views. */
  error_rate: z.number().nullable(),
  load_failures: z.number().int(),
  load_failure_rate: z.number().nullable(),
  retries: z.number().int(),
  outcomes: z.record(z.enum(RUM_OUTCOMES), z.object({ count: z.number().int(), rate: z.number().nullable() })),
  vitals: z.record(z.enum(RUM_VITALS), z.object({ samples: z.number().int(), p75: z.number().nullable() })),
});
export type CanarySide = z.infer<typeof canarySide>;

/**
 * One metric compared: the active version's and the canary's value, `difference` (canary −
 * active) and `relative` (difference ÷ active; null when active is 0), the one-sided `p_value` of
 * the two-proportion z-test in the direction observed (for vitals: the share of samples over the
 * "good" threshold), `significant` (p below the rules' significance, enough page views on both
 * sides) and `worse` (significant, in the bad direction).
 */
export const canaryMetric = z.object({
  active: z.number().nullable(),
  canary: z.number().nullable(),
  difference: z.number().nullable(),
  relative: z.number().nullable(),
  p_value: z.number().nullable(),
  significant: z.boolean(),
  worse: z.boolean(),
});
export type CanaryMetric = z.infer<typeof canaryMetric>;

/** The verdict: too few page views or too young, nothing significantly different, significantly worse (past the rules), significantly better. */
export const CANARY_VERDICTS = ['insufficient_data', 'holding', 'worse', 'better'] as const;

/**
 * A canary beside the version it would replace (`active_version`: the site's version, the
 * registry's for site ''), both measured since the hour of `activated_at` (`since`), on `site`
 * ('' = every site without a version or canary of its own). `reason`: the verdict in English.
 */
export const canaryComparison = z.object({
  name: z.string(),
  site: z.string(),
  version: z.string(),
  active_version: z.string(),
  percent: z.number().int(),
  activated_at: z.string(),
  since: z.string(),
  /** Minutes since activation. */
  minutes: z.number(),
  auto_promote_after_minutes: z.number().int().nullable(),
  auto_promote_min_views: z.number().int().nullable(),
  rules: canaryRules,
  canary: canarySide,
  active: canarySide,
  metrics: z.object({
    error_rate: canaryMetric,
    load_failure_rate: canaryMetric,
    outcomes: z.record(z.enum(RUM_OUTCOMES), canaryMetric),
    vitals: z.record(z.enum(RUM_VITALS), canaryMetric),
  }),
  verdict: z.enum(CANARY_VERDICTS),
  reason: z.string(),
});
export type CanaryComparison = z.infer<typeof canaryComparison>;

/** An automatic decision of the judge (`canary_decisions`): `figures` is the comparison it was made on. */
export const canaryDecision = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.string(),
  version: z.string(),
  active_version: z.string().nullable(),
  decision: z.enum(['rolled_back', 'promoted']),
  reason: z.string(),
  figures: z.unknown(),
  decided_at: z.string(),
});
export type CanaryDecision = z.infer<typeof canaryDecision>;

/*
 * The settings of real-user measurements and the canary judge (issue 35; api/README.md
 * "Real-user measurements and canaries"). config.ts reads them into `config.rum`; the API refuses
 * to start on a malformed value (src/server.ts).
 */

/** Defaults: beacons' counts are written every 5 s, canaries judged every minute. */
export const RUM_DEFAULTS = { flushMs: 5_000, canaryCheckMs: 60_000 } as const;

export interface RumSettings {
  /** `AMORA_RUM_FLUSH_MS` (100–60,000, default 5,000): how often each process writes the counts of the beacons it took, ms. */
  flushMs: number;
  /** `AMORA_CANARY_CHECK_MS` (1,000–3,600,000, default 60,000): how often the scheduler's process judges the canaries, ms (tests and e2e shorten it). */
  canaryCheckMs: number;
  /**
   * `AMORA_CANARY_MIN_PAGE_VIEWS` (a whole number ≥ 1, or unset): overrides every remote's rule
   * `min_page_views` — for tests and the e2e suite, which cannot send 200 page views per side.
   */
  canaryMinPageViews: number | null;
  /** What is wrong with the variables, one line each naming it; empty when fine. */
  problems: readonly string[];
}

/** A whole number from `min` to `max` read from `name`, else `fallback` with a problem noted. */
function whole(env: NodeJS.ProcessEnv, name: string, min: number, max: number, problems: string[]): number | null {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return null;
  const n = Number(raw);
  if (/^\d+$/.test(raw) && n >= min && n <= max) return n;
  problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return null;
}

/** The RUM and judge settings of an environment; a malformed value is listed in `problems` (its default stands meanwhile). */
export function readRumSettings(env: NodeJS.ProcessEnv): RumSettings {
  const problems: string[] = [];
  const flushMs = whole(env, 'AMORA_RUM_FLUSH_MS', 100, 60_000, problems) ?? RUM_DEFAULTS.flushMs;
  const canaryCheckMs = whole(env, 'AMORA_CANARY_CHECK_MS', 1_000, 3_600_000, problems) ?? RUM_DEFAULTS.canaryCheckMs;
  const canaryMinPageViews = whole(env, 'AMORA_CANARY_MIN_PAGE_VIEWS', 1, 10_000_000, problems);
  return { flushMs, canaryCheckMs, canaryMinPageViews, problems };
}

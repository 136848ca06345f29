/*
 * The scheduler's settings (issue 33 "One scheduler"; services/scheduler.ts). config.ts reads them
 * into `config.scheduler`; the API refuses to start on a malformed value (src/server.ts).
 */

/** The lease's length when `AMORA_SCHEDULER_LEASE_S` is unset, seconds: a dead scheduler is replaced within 40 s. */
export const DEFAULT_LEASE_SECONDS = 30;
/** The longest lease accepted, seconds: lease + one renewal period (a third of it) stays within a minute. */
export const MAX_LEASE_SECONDS = 45;

export interface SchedulerSettings {
  /** `AMORA_SCHEDULER` (`1` default, `0`): whether this process may become the scheduler at all. */
  enabled: boolean;
  /**
   * `AMORA_SCHEDULER_LEASE_S`: how long the scheduler's lease lasts unless renewed, seconds (1 to
   * {@link MAX_LEASE_SECONDS}, default {@link DEFAULT_LEASE_SECONDS}); renewed, and tried by the
   * other processes, every third of it.
   */
  leaseSeconds: number;
  /** What is wrong with the variables, one line each naming it; empty when fine. */
  problems: readonly string[];
}

/** The scheduler settings of an environment; a malformed value is listed in `problems` (its default stands meanwhile). */
export function readSchedulerSettings(env: NodeJS.ProcessEnv): SchedulerSettings {
  const problems: string[] = [];
  const flag = env.AMORA_SCHEDULER?.trim() ?? '';
  if (!['', '0', '1'].includes(flag)) problems.push(`AMORA_SCHEDULER must be 1 (this process may run the periodic jobs, the default) or 0 (never), not "${flag}"`);
  const lease = env.AMORA_SCHEDULER_LEASE_S?.trim() ?? '';
  let leaseSeconds = DEFAULT_LEASE_SECONDS;
  if (lease !== '') {
    const n = Number(lease);
    if (/^\d+$/.test(lease) && n >= 1 && n <= MAX_LEASE_SECONDS) leaseSeconds = n;
    else problems.push(`AMORA_SCHEDULER_LEASE_S must be a whole number of seconds from 1 to ${MAX_LEASE_SECONDS}, not "${lease}"`);
  }
  return { enabled: flag !== '0', leaseSeconds, problems };
}

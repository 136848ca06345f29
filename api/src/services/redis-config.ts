import { urlSettingProblem } from './url-setting.js';

/*
 * The Redis settings (issue 33 "Shared limits"). config.ts reads them into `config.redis`; the API
 * refuses to start on a malformed `REDIS_URL` (src/server.ts), so a typo never silently leaves
 * each process counting its limits alone.
 */

export interface RedisSettings {
  /**
   * `REDIS_URL` as given (trimmed), or null when unset or blank: every process counts its rate limits
   * in its own memory (a single process, or a fresh clone). Checked by {@link redisUrlProblem}.
   */
  url: string | null;
  /** What is wrong with the variable, one line naming it (never its value: it may hold a password); empty when fine. */
  problems: readonly string[];
}

/**
 * Why `url` is no Redis URL, naming `REDIS_URL`, or null when it is one: `redis://` (or `rediss://`,
 * TLS), parsable, with a host, an optional port and an optional database number as its path
 * (`redis://:password@10.0.0.5:6379/2`).
 */
export function redisUrlProblem(url: string): string | null {
  const expected = 'must be a redis:// or rediss:// URL (redis://[:password@]host[:6379][/database]), or empty to count rate limits in each process';
  const checked = urlSettingProblem('REDIS_URL', url, ['redis:', 'rediss:'], expected);
  if ('problem' in checked) return checked.problem;
  const { parsed } = checked;
  if (!/^(\/\d{0,2})?$/.test(parsed.pathname)) return `REDIS_URL ${expected}; its path may only be a database number (/0, /1, …)`;
  return null;
}

/** The Redis settings of an environment (`REDIS_URL`); a malformed URL is kept and listed in `problems`. */
export function readRedisSettings(env: NodeJS.ProcessEnv): RedisSettings {
  const url = env.REDIS_URL?.trim() || null;
  const problem = url === null ? null : redisUrlProblem(url);
  return { url, problems: problem ? [problem] : [] };
}

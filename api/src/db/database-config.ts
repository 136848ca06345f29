/*
 * The database settings (issue 33 "Production start"): which database, how many connections, how
 * long one statement may run. config.ts reads them into `config.database`; openDatabase
 * (db/index.ts) uses them and refuses malformed ones, so a typo never silently falls back to
 * the embedded PGlite or to a default.
 */
import { urlSettingProblem } from '../services/url-setting.js';

/** Connections of the PostgreSQL pool per process when `DATABASE_POOL_MAX` is unset. */
export const DEFAULT_POOL_MAX = 10;
/** PostgreSQL's `statement_timeout` when `DATABASE_STATEMENT_TIMEOUT_MS` is unset, ms (the slowest request path takes well under 1 s). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export interface DatabaseSettings {
  /** `DATABASE_URL` as given (trimmed), or null when unset or empty: the embedded PGlite. Checked by {@link databaseUrlProblem}. */
  url: string | null;
  /** `DATABASE_POOL_MAX`: connections of the pool (PostgreSQL only), a positive integer, default {@link DEFAULT_POOL_MAX}. */
  poolMax: number;
  /** `DATABASE_STATEMENT_TIMEOUT_MS`: PostgreSQL cancels a statement running longer, ms; default {@link DEFAULT_STATEMENT_TIMEOUT_MS}. */
  statementTimeoutMs: number;
  /** What is wrong with the variables, one line each naming it; empty when they may be used. */
  problems: readonly string[];
}

/**
 * Why `url` is no PostgreSQL connection URL, naming `DATABASE_URL` (and never its value, which may
 * hold a password), or null when it is one: `postgres://` or `postgresql://`, parsable, with a
 * host or a `host` parameter (`postgres:///amora?host=/run/postgresql` is a Unix socket).
 */
export function databaseUrlProblem(url: string): string | null {
  const expected = 'must be a postgres:// or postgresql:// URL (postgres://user:password@host:5432/database), or empty for the embedded PGlite';
  const checked = urlSettingProblem('DATABASE_URL', url, ['postgres:', 'postgresql:'], expected, (parsed) => parsed.hostname !== '' || Boolean(parsed.searchParams.get('host')));
  if ('problem' in checked) return checked.problem;
  return null;
}

/** A positive integer variable: its value, the fallback when unset or blank, or a problem naming it. */
function positiveInteger(name: string, value: string | undefined, fallback: number, unit: string): number | string {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1 || !Number.isSafeInteger(Number(trimmed))) return `${name} must be a positive whole number of ${unit}, not "${trimmed}"`;
  return Number(trimmed);
}

/**
 * The database settings of an environment (`DATABASE_URL`, `DATABASE_POOL_MAX`,
 * `DATABASE_STATEMENT_TIMEOUT_MS`). A malformed value is listed in `problems` (its setting keeps
 * the default meanwhile); an empty `DATABASE_URL` means the embedded PGlite, as an unset one does.
 */
export function readDatabaseSettings(env: NodeJS.ProcessEnv): DatabaseSettings {
  const url = env.DATABASE_URL?.trim() || null;
  const poolMax = positiveInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_POOL_MAX, 'connections');
  const timeout = positiveInteger('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, 'milliseconds');
  const urlProblem = url === null ? null : databaseUrlProblem(url);
  return {
    url,
    poolMax: typeof poolMax === 'number' ? poolMax : DEFAULT_POOL_MAX,
    statementTimeoutMs: typeof timeout === 'number' ? timeout : DEFAULT_STATEMENT_TIMEOUT_MS,
    problems: [urlProblem, poolMax, timeout].filter((p): p is string => typeof p === 'string'),
  };
}

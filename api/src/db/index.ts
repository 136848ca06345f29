import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { databaseUrlProblem } from './database-config.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

export type { DB } from './schema.js';
export type Database = Kysely<DB>;

/**
 * What a Database opened here runs on, for the code that needs the raw client beside Kysely: the
 * live event stream LISTENs on a dedicated connection (plugins/live.ts). `pool.options` gives the
 * same connection settings (URL, search_path) for a separate `pg.Client`.
 */
export type DatabaseBackend = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
const BACKENDS = new WeakMap<Database, DatabaseBackend>();

/** The backend of a Database from `openDatabase`, or undefined for one built elsewhere. */
export function databaseBackend(db: Database): DatabaseBackend | undefined {
  return BACKENDS.get(db);
}

export interface OpenDatabaseOptions {
  /** postgres://… URL; when set, PostgreSQL through `pg` is used. Defaults to `DATABASE_URL`. */
  url?: string | null;
  /** PGlite data directory; defaults to `AMORA_DATA_DIR` or `<repo>/.data/pglite`. */
  dataDir?: string;
  /** Open a throw-away in-memory PGlite (tests). Wins over `dataDir`. */
  memory?: boolean;
  /** With `memory`: start from this data directory (a {@link dumpDatabase} tarball) instead of an empty one. */
  loadDataDir?: Blob;
  /** PostgreSQL only: `search_path` for every connection (tests use one fresh schema per run). */
  searchPath?: string;
  /** PostgreSQL only: pool size (default `DATABASE_POOL_MAX`, else 10; issue 33). */
  poolSize?: number;
  /** PostgreSQL only: `statement_timeout` of every connection, ms (default `DATABASE_STATEMENT_TIMEOUT_MS`, else 15000; issue 33). */
  statementTimeoutMs?: number;
}

/**
 * The whole data directory of an embedded PGlite database as an uncompressed tarball (≈ 40 MB),
 * to open copies of it with `openDatabase({ memory: true, loadDataDir })` (≈ 0.6 s instead of
 * ≈ 4 s for a new one, plus migrations and seed). @throws Error for a PostgreSQL database.
 */
export async function dumpDatabase(db: Kysely<DB>): Promise<Blob> {
  const backend = BACKENDS.get(db);
  if (backend?.kind !== 'pglite') throw new Error('only an embedded PGlite database can be dumped');
  return backend.client.dumpDataDir('none');
}

/**
 * Opens the database: PostgreSQL when a postgres:// URL is given (or `DATABASE_URL` is set and no
 * `dataDir`/`memory` is asked for), else the embedded PGlite (data under `dataDir`, or in memory).
 * Close it with `db.destroy()`. Opening a new PGlite data dir takes ≈ 3–5 s, an existing one ≈ 0.5 s.
 * PostgreSQL's pool holds `DATABASE_POOL_MAX` connections, each cancelling a statement after
 * `DATABASE_STATEMENT_TIMEOUT_MS` (db/database-config.ts). @throws Error naming the variable when
 * the URL is no postgres:// URL or a database variable is malformed (issue 33: never PGlite instead).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const config = loadConfig();
  const url = options.url !== undefined ? options.url : options.memory || options.dataDir ? null : config.databaseUrl;
  if (url) {
    const problems = [...new Set([databaseUrlProblem(url), ...config.database.problems].filter((p): p is string => p !== null))];
    if (problems.length > 0) throw new Error(`cannot open the database: ${problems.join('; ')}`);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? config.database.poolMax,
      statement_timeout: options.statementTimeoutMs ?? config.database.statementTimeoutMs,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A connection that PostgreSQL ends (a restart, a failover) is dropped from the pool and
    // replaced on the next query; its query under way fails. Unhandled, the 'error' event of the
    // pool (an idle connection) or of the client (one in use) would end the process (issue 33:
    // /readyz answers 503 while the database is away and 200 when it is back).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    BACKENDS.set(db, { kind: 'postgres', pool });
    return db;
  }
  let client: PGlite;
  if (options.memory) {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    const dataDir = options.dataDir ?? config.dataDir;
    fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir });
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  BACKENDS.set(db, { kind: 'pglite', client });
  return db;
}

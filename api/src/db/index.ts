import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../config.js';
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
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
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
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const config = loadConfig();
  const url = options.url !== undefined ? options.url : options.memory || options.dataDir ? null : config.databaseUrl;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
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

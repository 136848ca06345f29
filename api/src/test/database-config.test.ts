// Issue 33 "Production start": the database settings are checked at start. A malformed DATABASE_URL
// is an error naming the variable (never the embedded PGlite instead), an empty one is PGlite, and
// the pool size and statement timeout come from DATABASE_POOL_MAX / DATABASE_STATEMENT_TIMEOUT_MS.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { DEFAULT_POOL_MAX, DEFAULT_STATEMENT_TIMEOUT_MS, readDatabaseSettings } from '../db/database-config.js';
import { databaseBackend, openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { startApiProcess } from './api-process.js';

const POSTGRES_URL = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;
/** The advisory lock Kysely's migrator holds on PostgreSQL while it migrates (kysely postgres-adapter.js LOCK_ID). */
const KYSELY_MIGRATION_LOCK = BigInt('3853314791062309107');
const onPostgres = { skip: POSTGRES_URL ? false : 'needs PostgreSQL (DATABASE_URL); the API suite runs this file there too' };

describe('database settings (issue 33)', () => {
  test('unset or empty DATABASE_URL is the embedded PGlite, with the default pool and timeout', () => {
    for (const env of [{}, { DATABASE_URL: '' }, { DATABASE_URL: '  ' }]) {
      const settings = readDatabaseSettings(env);
      assert.deepEqual(settings, { url: null, poolMax: DEFAULT_POOL_MAX, statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS, problems: [] });
      assert.equal(loadConfig({ ...env, NODE_ENV: 'test' }).databaseUrl, null);
    }
    assert.equal(DEFAULT_POOL_MAX, 10);
  });

  test('postgres:// and postgresql:// URLs, with a host or a socket, are accepted as given', () => {
    for (const url of ['postgres://amora:amora@127.0.0.1:5432/amora_test', 'postgresql://db.internal/amora?sslmode=require', 'postgres:///amora?host=/var/run/postgresql']) {
      const settings = readDatabaseSettings({ DATABASE_URL: url });
      assert.deepEqual(settings.problems, [], url);
      assert.equal(settings.url, url);
      assert.equal(loadConfig({ DATABASE_URL: url, NODE_ENV: 'test' }).databaseUrl, url);
    }
  });

  test('a malformed DATABASE_URL is a problem naming the variable, never its password, and is not replaced by PGlite', () => {
    for (const url of ['mysql://root:s3cr3t-pw@db/amora', 'postgres//amora:s3cr3t-pw@db/amora', 'amora:s3cr3t-pw@db:5432/amora', 'postgres://', 'http://db:5432/amora']) {
      const config = loadConfig({ DATABASE_URL: url, NODE_ENV: 'production' });
      assert.equal(config.database.problems.length, 1, url);
      assert.match(config.database.problems[0] ?? '', /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/, url);
      assert.doesNotMatch(config.database.problems[0] ?? '', /s3cr3t/, url);
      // Kept as given, so that opening it fails instead of silently opening PGlite.
      assert.equal(config.databaseUrl, url);
    }
  });

  test('DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS: positive whole numbers, else a problem naming them', () => {
    assert.deepEqual(readDatabaseSettings({ DATABASE_POOL_MAX: '25', DATABASE_STATEMENT_TIMEOUT_MS: '30000' }), { url: null, poolMax: 25, statementTimeoutMs: 30_000, problems: [] });
    for (const bad of ['0', '-5', '1.5', 'ten', '10 connections', '1e3']) {
      const settings = readDatabaseSettings({ DATABASE_POOL_MAX: bad, DATABASE_STATEMENT_TIMEOUT_MS: bad });
      assert.deepEqual(
        settings.problems,
        [`DATABASE_POOL_MAX must be a positive whole number of connections, not "${bad}"`, `DATABASE_STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds, not "${bad}"`],
        bad,
      );
    }
  });

  test('openDatabase refuses a malformed DATABASE_URL by name instead of opening anything', async () => {
    await assert.rejects(openDatabase({ url: 'mysql://root:s3cr3t-pw@db/amora' }), (error: Error) => {
      assert.match(error.message, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
      assert.doesNotMatch(error.message, /s3cr3t/);
      return true;
    });
  });

  test('the API refuses to start with a malformed DATABASE_URL or DATABASE_POOL_MAX, naming the variable', async () => {
    const [url, pool] = await Promise.allSettled([
      startApiProcess({ DATABASE_URL: 'mysql://root:s3cr3t-pw@127.0.0.1/amora' }),
      startApiProcess({ DATABASE_URL: '', DATABASE_POOL_MAX: 'lots' }),
    ]);
    for (const [result, variable] of [[url, 'DATABASE_URL'], [pool, 'DATABASE_POOL_MAX']] as const) {
      if (result.status === 'fulfilled') {
        result.value.child.kill('SIGKILL');
        assert.fail(`the API started despite a malformed ${variable}`);
      }
      const message = String((result.reason as Error).message);
      assert.match(message, /exited with 1/);
      assert.match(message, new RegExp(`refusing to start: invalid database settings:\\s+${variable} must be`));
      assert.doesNotMatch(message, /s3cr3t/);
    }
  });
});

describe('the PostgreSQL pool (issue 33)', () => {
  const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
  after(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
  });

  test('DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS set the pool size and every connection’s statement_timeout', onPostgres, async () => {
    const saved = { pool: process.env.DATABASE_POOL_MAX, timeout: process.env.DATABASE_STATEMENT_TIMEOUT_MS };
    process.env.DATABASE_POOL_MAX = '3';
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '250';
    let db: Awaited<ReturnType<typeof openDatabase>>;
    try {
      db = await openDatabase({ url: POSTGRES_URL });
    } finally {
      for (const [name, value] of [['DATABASE_POOL_MAX', saved.pool], ['DATABASE_STATEMENT_TIMEOUT_MS', saved.timeout]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    opened.push(db);
    const backend = databaseBackend(db);
    assert.equal(backend?.kind, 'postgres');
    assert.equal(backend?.kind === 'postgres' && backend.pool.options.max, 3);
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    assert.equal(shown.rows[0]?.statement_timeout, '250ms');
    await assert.rejects(sql`select pg_sleep(2)`.execute(db), /statement timeout/);
  });

  test('the default: a 15 s statement timeout, 10 connections', onPostgres, async () => {
    const db = await openDatabase({ url: POSTGRES_URL, ...(process.env.DATABASE_POOL_MAX || process.env.DATABASE_STATEMENT_TIMEOUT_MS ? { poolSize: 10, statementTimeoutMs: 15_000 } : {}) });
    opened.push(db);
    const backend = databaseBackend(db);
    assert.equal(backend?.kind === 'postgres' && backend.pool.options.max, 10);
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    assert.equal(shown.rows[0]?.statement_timeout, '15s');
  });

  test('a schema migrates while another schema of the database holds Kysely’s migration tables (a parallel or failed test run’s)', onPostgres, async () => {
    const admin = await openDatabase({ url: POSTGRES_URL });
    opened.push(admin);
    const [other, mine] = ['other', 'mine'].map((name) => `migrate_${name}_${process.pid}_${Date.now()}`) as [string, string];
    await sql`create schema ${sql.id(other)}`.execute(admin);
    await sql`create table ${sql.id(other, 'kysely_migration')} (name text)`.execute(admin);
    await sql`create table ${sql.id(other, 'kysely_migration_lock')} (id text)`.execute(admin);
    await sql`create schema ${sql.id(mine)}`.execute(admin);
    try {
      const db = await openDatabase({ url: POSTGRES_URL, searchPath: mine, poolSize: 1 });
      try {
        assert.ok((await migrate(db)).length > 10);
        assert.deepEqual(await migrate(db), []);
      } finally {
        await db.destroy();
      }
    } finally {
      await sql`drop schema ${sql.id(other)}, ${sql.id(mine)} cascade`.execute(admin);
    }
  });

  test('the migrations run without the statement timeout (a large index, a wait for another process’s migration), which holds again after them', onPostgres, async () => {
    const admin = await openDatabase({ url: POSTGRES_URL });
    opened.push(admin);
    const schema = `migrate_timeout_${process.pid}_${Date.now()}`;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    try {
      // 200 ms, while another process holds the migration lock for over 400 ms. (A timeout of 1 ms
      // cancelled a statement in CI that ran after `set statement_timeout = 0`: the timer of the
      // set itself can fire as it ends, and PostgreSQL cancels the next statement instead.)
      const db = await openDatabase({ url: POSTGRES_URL, searchPath: schema, poolSize: 1, statementTimeoutMs: 200 });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        let waited = false;
        const ran = await admin.connection().execute(async (other) => {
          await sql`select pg_advisory_lock(${sql.lit(KYSELY_MIGRATION_LOCK)})`.execute(other);
          const migrating = migrate(db);
          let ended = false;
          migrating.then(
            () => (ended = true),
            () => (ended = true),
          );
          // Until PostgreSQL shows the migration waiting for the lock twice as long as the statement
          // timeout (or the migration ended: cancelled, had the timeout held).
          for (const until = Date.now() + 10_000; !waited && !ended && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
            const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
              where pid = ${rows[0]?.pid ?? 0} and wait_event = 'advisory' and now() - query_start > interval '400 milliseconds'`.execute(other);
            waited = (waiting.rows[0]?.n ?? 0) > 0;
          }
          await sql`select pg_advisory_unlock(${sql.lit(KYSELY_MIGRATION_LOCK)})`.execute(other);
          return migrating;
        });
        assert.ok(ran.length > 10);
        assert.ok(waited, 'the migrations waited for the other process’s lock past the timeout');
        // The same (only) connection cancels a statement again.
        await assert.rejects(sql`select pg_sleep(1)`.execute(db), /statement timeout/);
      } finally {
        await db.destroy();
      }
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    }
  });
});

import { type Kysely, type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import { REGION_COUNTRIES, regionsOf } from '../geo/regions.js';
import type { DB } from './schema.js';
import * as m001 from './migrations/001_init.js';
import * as m002 from './migrations/002_signup.js';
import * as m003 from './migrations/003_members.js';
import * as m004 from './migrations/004_account.js';
import * as m005 from './migrations/005_profile_notes.js';
import * as m006 from './migrations/006_chat.js';
import * as m007 from './migrations/007_live_events.js';
import * as m010 from './migrations/010_login_throttle.js';
import * as m011 from './migrations/011_sessions.js';
import * as m012 from './migrations/012_payments.js';
import * as m013 from './migrations/013_direct_debit.js';
import * as m014 from './migrations/014_site_pages.js';
import * as m015 from './migrations/015_notification_jobs.js';
import * as m016 from './migrations/016_campaigns.js';
import * as m017 from './migrations/017_remote_activations.js';
import * as m018 from './migrations/018_live_presence.js';
import * as m019 from './migrations/019_operators.js';
import * as m020 from './migrations/020_queue_indexes.js';
import * as m021 from './migrations/021_banned_index.js';
import * as m022 from './migrations/022_mail_pipeline.js';
import * as m023 from './migrations/023_mail_webhook_tokens.js';
import * as m026 from './migrations/026_search_activity.js';
import * as m027 from './migrations/027_scheduler.js';
import * as m028 from './migrations/028_sessions_ended.js';
import * as m029 from './migrations/029_rum.js';
import * as m030 from './migrations/030_weekly_new_profiles.js';
import * as m031 from './migrations/031_write_functions.js';
import * as m032 from './migrations/032_send_generic_plans.js';
import * as m033 from './migrations/033_send_batches.js';

/**
 * The numbered migrations, in order. A static provider (instead of FileMigrationProvider) so the
 * list works the same under tsx, in tests and in a bundled build.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_init': m001,
  '002_signup': m002,
  '003_members': m003,
  '004_account': m004,
  '005_profile_notes': m005,
  '006_chat': m006,
  '007_live_events': m007,
  '010_login_throttle': m010,
  '011_sessions': m011,
  '012_payments': m012,
  '013_direct_debit': m013,
  '014_site_pages': m014,
  '015_notification_jobs': m015,
  '016_campaigns': m016,
  '017_remote_activations': m017,
  '018_live_presence': m018,
  '019_operators': m019,
  '020_queue_indexes': m020,
  '021_banned_index': m021,
  '022_mail_pipeline': m022,
  '023_mail_webhook_tokens': m023,
  '026_search_activity': m026,
  '027_scheduler': m027,
  '028_sessions_ended': m028,
  '029_rum': m029,
  '030_weekly_new_profiles': m030,
  '031_write_functions': m031,
  '032_send_generic_plans': m032,
  '033_send_batches': m033,
};

/**
 * Brings the schema up to the latest migration, then the region names the database's profile cards
 * read ({@link syncRegionNames}). Returns the names of the migrations that ran;
 * throws the migration error (after logging nothing itself) when one fails. Runs on one connection
 * without the pool's statement timeout (`DATABASE_STATEMENT_TIMEOUT_MS`, issue 33): an index built
 * on a large table, or a process waiting for another's migration lock, may take minutes.
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      // Kysely looks for its migration tables in every schema unless it is given one: a test
      // schema of a parallel run (or a failed one's) holding them made a new schema skip its own.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => MIGRATIONS },
        migrationTableSchema: rows[0]?.schema ?? 'public',
      });
      const result: MigrationResultSet = await migrator.migrateToLatest();
      if (result.error) {
        throw result.error instanceof Error ? result.error : new Error(String(result.error));
      }
      await syncRegionNames(connection);
      return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/**
 * Makes the `regions` table (migration 031: code → display name, read by the database function
 * `amora_profile_card`) equal to geo/regions.ts `regionsOf` for every country with a list, in one
 * statement; rows of codes no longer listed are removed. Runs on every start, so a change of the
 * region data needs no migration.
 */
export async function syncRegionNames(db: Kysely<DB>): Promise<void> {
  const rows = REGION_COUNTRIES.flatMap((country) => regionsOf(country)?.items ?? []);
  const json = JSON.stringify(rows.map((r) => [r.code, r.name]));
  await sql`with wanted as (select r ->> 0 as code, r ->> 1 as name from jsonb_array_elements(${json}::jsonb) r),
    removed as (delete from regions where code not in (select code from wanted))
    insert into regions (code, name) select code, name from wanted
    on conflict (code) do update set name = excluded.name where regions.name <> excluded.name`.execute(db);
}

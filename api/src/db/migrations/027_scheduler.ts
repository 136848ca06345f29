import { type Kysely, sql } from 'kysely';

/**
 * 027: one scheduler across API processes (issue 33 "One scheduler"; services/scheduler.ts).
 * `scheduler_leases`: the process holding a lease (`holder`: host, pid and a random part) until
 * `until` by the database's clock, renewed every third of its length; when the holder dies the
 * lease simply runs out and another process takes it. `scheduler_runs`: when each periodic job
 * last started (the next run is due `every` after it, whichever process is the scheduler then), by
 * whom, when it finished and its error, for operators (`select * from scheduler_runs`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scheduler_leases (
    name text primary key,
    holder text not null,
    until timestamptz not null,
    acquired_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table scheduler_runs (
    job text primary key,
    holder text not null,
    started_at timestamptz not null,
    finished_at timestamptz,
    error text
  )`.execute(db);
}

/** Reverts 027. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists scheduler_runs`.execute(db);
  await sql`drop table if exists scheduler_leases`.execute(db);
}

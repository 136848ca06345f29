import { type Kysely, sql } from 'kysely';

/**
 * 018: which members have the site open, across API processes (issue 15, docs/design.md §7). Each
 * process keeps one row per member with a live stream open on it, `until` moved forward while
 * the stream stays open (`LiveHub`); a process that dies leaves rows that simply expire. The
 * notification worker of any process sends no push to a member with a row still valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_presence (
    user_id integer not null references users(id) on delete cascade,
    process_id text not null,
    until timestamptz not null,
    primary key (user_id, process_id)
  )`.execute(db);
  await sql`create index live_presence_process on live_presence (process_id)`.execute(db);
}

/** Reverts 018. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists live_presence`.execute(db);
}

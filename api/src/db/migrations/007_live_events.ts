import { type Kysely, sql } from 'kysely';

/**
 * 007: the live event stream (docs/design.md §7, plugins/live.ts). `live_events` keeps each member's
 * events for the replay of `GET /api/events.php` after a reconnect (pruned after 24 h);
 * `live_event_cursors` holds each member's last cursor. The cursor (`seq`) is per member and is
 * taken by an `insert … on conflict do update` of the member's cursor row inside the publishing
 * transaction, so two transactions that publish to the same member are serialized and the
 * member's events commit in cursor order: a client that has seen cursor N never misses a smaller
 * one committing later. `id` (global) only names a row in the NOTIFY payload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_event_cursors (
    user_id integer primary key references users(id) on delete cascade,
    last_seq integer not null
  )`.execute(db);
  await sql`create table live_events (
    id bigserial primary key,
    user_id integer not null references users(id) on delete cascade,
    seq integer not null,
    type text not null,
    data jsonb not null,
    created_at timestamptz not null default now(),
    unique (user_id, seq)
  )`.execute(db);
  // The hourly prune deletes by age.
  await sql`create index live_events_created_at_idx on live_events (created_at)`.execute(db);
}

/** Reverts 007. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists live_events`.execute(db);
  await sql`drop table if exists live_event_cursors`.execute(db);
}

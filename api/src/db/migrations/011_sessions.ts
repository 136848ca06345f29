import { type Kysely, sql } from 'kysely';

/**
 * 011: sessions a member can see and end (issue 16 "Sessions"): a public `id` (the token hash
 * never leaves the server), when the session was last used (the idle timeout counts from it), and
 * the browser and address that started it, shown in the list on `/profile`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions
    add column id serial,
    add column last_seen_at timestamptz not null default now(),
    add column user_agent text not null default '',
    add column ip text not null default ''`.execute(db);
  await sql`create unique index sessions_id_idx on sessions (id)`.execute(db);
}

/** Reverts 011. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column id, drop column last_seen_at, drop column user_agent, drop column ip`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 028: every ended member session is announced to every API process (issue 34 "session checks for
 * open streams served from the cache and invalidated on logout/ban"). A statement-level trigger
 * on `sessions` sends `ended:<user>,<user>,…` (at most 500 members a notification, under
 * PostgreSQL's 8,000-byte payload) on the live channel of the schema (`amora_live`, or
 * `amora_live_<schema>` as services/live-listener.ts liveChannel names it) for the members whose
 * session rows a statement deleted — logout, "end this session", log out everywhere, password or
 * e-mail change, deletion, ban, erasure — delivered only if the transaction commits. Each process
 * then forgets those members' cached sessions and ends their open streams (LiveListener), which
 * reconnect with a session that is still valid; so a stream needs no database check of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function amora_sessions_ended() returns trigger language plpgsql as $$
    declare
      channel text := case when current_schema() = 'public' then 'amora_live'
        else left('amora_live_' || regexp_replace(lower(current_schema()), '[^a-z0-9_]', '_', 'g'), 63) end;
      ids text;
    begin
      for ids in
        select string_agg(user_id::text, ',') from (
          select user_id, (row_number() over (order by user_id) - 1) / 500 as chunk
          from (select distinct user_id from ended) members
        ) numbered group by chunk
      loop
        perform pg_notify(channel, 'ended:' || ids);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_ended after delete on sessions
    referencing old table as ended for each statement execute function amora_sessions_ended()`.execute(db);
}

/** Reverts 028. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists sessions_ended on sessions`.execute(db);
  await sql`drop function if exists amora_sessions_ended()`.execute(db);
}

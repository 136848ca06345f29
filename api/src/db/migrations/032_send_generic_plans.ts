import { type Kysely, sql } from 'kysely';

/**
 * 032: the chat send plans its statements once per connection (issue 34, chat send → recipient).
 * Every statement of `amora_send_message` and of the `amora_live_publish` it calls looks rows up
 * by id or by the function's own arguments, so one generic plan serves every call; with custom
 * plans PostgreSQL planned them anew on each send (`pg_stat_statements`, track = all, 1,000 sends
 * at a million profiles: 0.15 ms of the publish and 0.2 ms of the send's checks per call were
 * planning). The same setting `amora_queue_message_jobs` got in 031.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter function amora_live_publish(jsonb) set plan_cache_mode = force_generic_plan`.execute(db);
  await sql`alter function amora_send_message set plan_cache_mode = force_generic_plan`.execute(db);
}

/** Reverts 032. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter function amora_live_publish(jsonb) reset plan_cache_mode`.execute(db);
  await sql`alter function amora_send_message reset plan_cache_mode`.execute(db);
}

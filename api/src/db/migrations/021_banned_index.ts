import { type Kysely, sql } from 'kysely';

/**
 * 021: a partial index on the banned accounts (issue 31 "Ban … enforced everywhere"). Every search,
 * suggestion and profile read checks "not banned" (repositories/member-visibility.ts) with an
 * anti-join on `users`; with this index that join reads the few banned rows instead of scanning
 * every account when the planner hashes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_banned_idx on users (profile_id) where banned_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_banned_idx`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 005: private profile notes (issue 4, spec §3 Settings `visible_profile_notes`): a member's own
 * note about another member, shown only to its author on that member's profile. One note per
 * author and profile; both sides cascade on profile deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table profile_notes (
    author_profile_id integer not null references profiles(id) on delete cascade,
    profile_id integer not null references profiles(id) on delete cascade,
    text text not null,
    updated_at timestamptz not null default now(),
    primary key (author_profile_id, profile_id),
    check (author_profile_id <> profile_id)
  )`.execute(db);
  // Cascading deletes of the described profile.
  await sql`create index profile_notes_profile_idx on profile_notes (profile_id)`.execute(db);
}

/** Reverts 005. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists profile_notes`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 026: member search at a million profiles (issue 34 "Search"). Lists are ordered by activity — a
 * profile flagged online first, then by when its member was last seen (sign-up time for one never
 * seen) — newest first, ties by id; online members come first because they were seen last. These
 * partial indexes over the visible profiles serve that order per gender, for any country, one
 * country or one region (a search for both genders reads the two genders' index ranges and merges
 * them: repositories/profiles.ts), so a page reads about one page of rows instead of sorting every
 * match; narrow filters use the search indexes of 001 and sort their few matches. Those two now
 * carry the profile id (`include (id)`), so the capped count of matches is an index-only scan that
 * never reads the table. The activity expression is repeated verbatim in
 * repositories/profile-activity.ts, where the planner must find it.
 */
const ACTIVITY = sql`(coalesce(case when online then 'infinity'::timestamptz else last_seen_at end, created_at))`;
const VISIBLE = sql`deleted_at is null and invisible = false and status = 'active'`;
const INDEXES = {
  profiles_activity_gender_idx: sql`gender`,
  profiles_activity_country_idx: sql`country, gender`,
  profiles_activity_region_idx: sql`region, gender`,
};

/** 001's search indexes (country or region, gender, date of birth), recreated with or without the id. */
async function searchIndexes(db: Kysely<unknown>, include: boolean): Promise<void> {
  for (const [name, lead] of [['profiles_search_idx', 'country'], ['profiles_search_region_idx', 'region']] as const) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on profiles (${sql.id(lead)}, gender, date_of_birth) ${include ? sql`include (id)` : sql``} where ${VISIBLE}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql`create index ${sql.id(name)} on profiles (${columns}, ${ACTIVITY} desc, id desc) where ${VISIBLE}`.execute(db);
  }
  await searchIndexes(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await searchIndexes(db, false);
}

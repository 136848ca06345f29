import { type Kysely, sql } from 'kysely';

/**
 * 026: member search at a million profiles (issue 34 "Search"). Lists are ordered by activity — a
 * profile flagged online first, then by when its member was last seen (sign-up time for one never
 * seen) — newest first, ties by id; online members come first because they were seen last. These
 * partial indexes over the visible profiles serve that order with the common filters (any gender
 * or one, any served country or one country, ages and region checked on the rows read), so a page
 * reads about one page of rows instead of sorting every match; narrow filters keep using
 * `profiles_search_idx` (001) and sort the few matches. The expression is repeated verbatim in
 * repositories/profile-activity.ts, where the planner must find it.
 */
const ACTIVITY = sql`(coalesce(case when online then 'infinity'::timestamptz else last_seen_at end, created_at))`;
const VISIBLE = sql`deleted_at is null and invisible = false and status = 'active'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_activity_idx on profiles (${ACTIVITY} desc, id desc) where ${VISIBLE}`.execute(db);
  await sql`create index profiles_activity_gender_idx on profiles (gender, ${ACTIVITY} desc, id desc) where ${VISIBLE}`.execute(db);
  await sql`create index profiles_activity_country_idx on profiles (country, gender, ${ACTIVITY} desc, id desc) where ${VISIBLE}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['profiles_activity_idx', 'profiles_activity_gender_idx', 'profiles_activity_country_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}

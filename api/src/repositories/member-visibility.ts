import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Which members others may see and reach (issue 31 "Ban and disable are enforced everywhere"),
 * in ONE place: search, suggestions and the swipe game, likes, profile pages (and so the
 * landers, which read those), notes, live like events and conversations use these conditions.
 *
 * A member is banned while `users.banned_at` is set and `ban_until` is null (for good) or still
 * ahead; a ban whose `ban_until` has passed counts as ended without anything being written.
 */

/** SQL: the account `u` (alias) is banned now. */
export function bannedNow(userAlias = 'u'): RawBuilder<SqlBool> {
  const at = sql.ref(`${userAlias}.banned_at`);
  const until = sql.ref(`${userAlias}.ban_until`);
  return sql<SqlBool>`(${at} is not null and (${until} is null or ${until} > now()))`;
}

/**
 * SQL: the member of profile `profileRef` (a column such as `p.id`) is not banned now. An anti-join
 * on `users.profile_id` (unique index); profiles without an account (seeded ones) are never banned.
 */
export function notBanned(profileRef = 'p.id'): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from users bu where bu.profile_id = ${sql.ref(profileRef)} and ${bannedNow('bu')})`;
}

/**
 * SQL: profile `alias` is shown to other members: not deleted, not invisible (spec §4 invisible
 * mode), not disabled (`profiles.status`: before activation, or by an operator) and its member not
 * banned. The owner sees his own profile whatever this says.
 */
export function visibleToOthers(alias = 'p'): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${listedProfile(alias)} and ${notBanned(`${alias}.id`)})`;
}

/**
 * SQL: profile `alias`'s own flags let it be listed: not deleted, not invisible, not disabled — the
 * predicate of the search indexes (migration 026). Whether its member is banned is not read here
 * ({@link visibleToOthers} adds it).
 */
export function listedProfile(alias = 'p'): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${col('deleted_at')} is null and ${col('invisible')} = false and ${col('status')} = 'active')`;
}

/** Whether a ban read from `users` (`banned_at`, `ban_until`) is running at `now`. */
export function isBanned(row: { banned_at: Date | null; ban_until: Date | null }, now = new Date()): boolean {
  return row.banned_at !== null && (row.ban_until === null || row.ban_until.getTime() > now.getTime());
}

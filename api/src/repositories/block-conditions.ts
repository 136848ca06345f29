import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * SQL condition: no block between the member `viewerProfileId` and the profile `profileRef`
 * (a column reference such as `p.id`), in either direction (spec §4 "A blocked user cannot see
 * the blocker's profile"; our rule: a block hides both sides from each other in search,
 * suggestions, likes and chat lists). Two anti-joins, each served by an index of `blocks`
 * (primary key blocker→blocked, `blocks_blocked_idx` blocked→blocker).
 */
export function notBlockedEitherWay(viewerProfileId: number, profileRef = 'p.id'): RawBuilder<SqlBool> {
  const other = sql.ref(profileRef);
  return sql<SqlBool>`(not exists (select 1 from blocks b where b.blocker_profile_id = ${viewerProfileId} and b.blocked_profile_id = ${other})
    and not exists (select 1 from blocks b where b.blocker_profile_id = ${other} and b.blocked_profile_id = ${viewerProfileId}))`;
}

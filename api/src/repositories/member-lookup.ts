import type { MemberStatus } from '@amora/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PaymentsTable } from '../db/schema.js';

/** Hits of one look-up at most (issue 31). */
export const MEMBER_SEARCH_LIMIT = 50;
const MAX_ID = 2 ** 31 - 1;

/**
 * What a look-up's `q` asks for (issue 31 "Member look-up"), read by {@link parseMemberQuery}:
 * - `id`: `12` or `#12`, a user id or a profile id;
 * - `payment`: `p123` or `payment:123`, the member who made payment 123;
 * - `email`: anything with an `@`, an e-mail address or its beginning (case-insensitive);
 * - `text`: anything else, the beginning of a name or of an e-mail address (case-insensitive).
 */
export type MemberQuery = { kind: 'id' | 'payment'; id: number } | { kind: 'email' | 'text'; prefix: string };

/** Reads a look-up's `q` (trimmed, not empty); see {@link MemberQuery}. */
export function parseMemberQuery(q: string): MemberQuery {
  const text = q.trim();
  const id = /^#?\s*(\d{1,12})$/.exec(text);
  if (id) return { kind: 'id', id: Number(id[1]) };
  const payment = /^(?:p|payment:)\s*#?(\d{1,12})$/i.exec(text);
  if (payment) return { kind: 'payment', id: Number(payment[1]) };
  return { kind: text.includes('@') ? 'email' : 'text', prefix: text.toLowerCase() };
}

/** `prefix` as a LIKE pattern matching what starts with it (its own % _ \ taken literally). */
const startsWith = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** The member's state of the contract's `memberStatus`, in SQL over `u` (users) and `p` (profiles). */
const statusSql = sql<MemberStatus>`case
  when u.deleted_at is not null then 'deleted'
  when u.banned_at is not null and (u.ban_until is null or u.ban_until > now()) then 'banned'
  when u.status = 'not_confirmed' then 'not_confirmed'
  when p.status = 'disabled' then 'disabled'
  else 'active' end`;

/**
 * The operator console's reads of members (issue 31 "Member look-up"): the look-up and the
 * parts of the member screen no other repository answers. Sites are ids; `siteIds` null = all.
 */
export function createMemberLookupRepository(db: Kysely<DB>) {
  return {
    /** At most MEMBER_SEARCH_LIMIT accounts matching `query` on `siteIds`: exact e-mail first, then newest first. */
    async search(query: MemberQuery, siteIds: number[] | null) {
      if (siteIds?.length === 0) return [];
      if ('id' in query && query.id > MAX_ID) return [];
      let select = db
        .selectFrom('users as u')
        .innerJoin('profiles as p', 'p.id', 'u.profile_id')
        .innerJoin('sites as s', 's.id', 'u.site_id')
        .leftJoin('images as i', 'i.id', 'p.main_image_id')
        .select([
          'u.id as user_id',
          'u.profile_id',
          'p.name',
          'u.email',
          'u.site_id',
          's.domain as site',
          statusSql.as('status'),
          'u.ban_until',
          'u.created_at',
          'i.thumb_filename',
        ])
        .limit(MEMBER_SEARCH_LIMIT);
      if (siteIds) select = select.where('u.site_id', 'in', siteIds);
      if ('id' in query) {
        const { id } = query;
        select =
          query.kind === 'id'
            ? select.where((eb) => eb.or([eb('u.id', '=', id), eb('u.profile_id', '=', id)]))
            : select.where('u.id', 'in', db.selectFrom('payments').select('user_id').where('id', '=', id));
      } else {
        const { kind, prefix } = query;
        const pattern = startsWith(prefix);
        select = select
          .where((eb) =>
            kind === 'email'
              ? eb(sql`lower(u.email)`, 'like', pattern)
              : eb.or([eb(sql`lower(p.name)`, 'like', pattern), eb(sql`lower(u.email)`, 'like', pattern)]),
          )
          .orderBy(sql`lower(u.email) = ${prefix}`, 'desc');
      }
      return select.orderBy('u.id', 'desc').execute();
    },

    /** The account and profile of member `userId` (user id), or null. */
    async member(userId: number) {
      if (userId > MAX_ID) return null;
      const row = await db
        .selectFrom('users as u')
        .innerJoin('profiles as p', 'p.id', 'u.profile_id')
        .innerJoin('sites as s', 's.id', 'u.site_id')
        .select([
          'u.id as user_id',
          'u.profile_id',
          'u.email',
          'u.site_id',
          's.domain as site',
          'u.language',
          statusSql.as('status'),
          'u.signup_date',
          'u.credits',
          'u.paid_user',
          'u.deleted_at',
          'u.banned_at',
          'u.ban_until',
          'u.ban_reason',
          'u.notifications_disabled',
          'p.name',
          sql<number>`extract(year from age(current_date, p.date_of_birth))::int`.as('age'),
          'p.gender',
          'p.country',
          'p.city',
          'p.status as profile_status',
          'p.about',
          'p.main_image_id',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Every profile photo of `profileId`, any status, by position. */
    async photos(profileId: number) {
      return db
        .selectFrom('images')
        .select(['id', 'filename', 'thumb_filename', 'status', 'premium', 'position', 'created_at'])
        .where('profile_id', '=', profileId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The login throttle's rows of the account (wrong passwords per address), newest first. */
    async loginFailures(userId: number) {
      return db
        .selectFrom('login_failures')
        .select(['source', 'failures', 'since', 'blocked_until'])
        .where('user_id', '=', userId)
        .orderBy('since', 'desc')
        .limit(100)
        .execute();
    },

    /** The member's payments, newest first (at most 100), as stored. */
    async payments(userId: number): Promise<Selectable<PaymentsTable>[]> {
      return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
    },

    /** Staff notes about the member, newest first (at most 200), with their operator's e-mail. */
    async notes(userId: number) {
      return db
        .selectFrom('staff_notes as n')
        .leftJoin('operators as o', 'o.id', 'n.operator_id')
        .select(['n.id', 'n.text', 'n.created_at', 'o.email as operator_email'])
        .where('n.user_id', '=', userId)
        .orderBy('n.id', 'desc')
        .limit(200)
        .execute();
    },
  };
}

export type MemberLookupRepository = ReturnType<typeof createMemberLookupRepository>;

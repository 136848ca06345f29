import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { regionName } from '../geo/regions.js';
import type { Image, LookingFor, OwnProfileDetail, Profile, ProfileDetail } from '../types.js';
import { notBlockedEitherWay } from './block-conditions.js';
import type { ChatsRepository } from './chats.js';
import { listedProfile, visibleToOthers } from './member-visibility.js';
import { type ActivityCursor, activity, activityText, afterCursor, encodeCursor, onlineNow } from './profile-activity.js';

/**
 * The SELECT that every profile list uses: profile columns, computed age/online, main image.
 * Other repositories join onto it (alias `p`) and map rows with {@link toProfile}. The main
 * image is joined only when `active` (others never see a pending or disabled photo), except for
 * the profile `ownerProfileId` (the member looking at his own profile).
 */
export function profileQuery(db: Kysely<DB>, ownerProfileId: number | null = null) {
  return db
    .selectFrom('profiles as p')
    .leftJoin('images as mi', (join) =>
      join
        .onRef('mi.id', '=', 'p.main_image_id')
        .on(
          ownerProfileId === null
            ? sql<SqlBool>`mi.status = 'active'`
            : sql<SqlBool>`(mi.status = 'active' or p.id = ${ownerProfileId})`,
        ),
    )
    .select([
      'p.id',
      'p.name',
      'p.gender',
      'p.country',
      'p.region',
      'p.city',
      'p.about',
      'p.status',
      'p.fictional',
      sql<number>`extract(year from age(current_date, p.date_of_birth))::int`.as('age'),
      onlineNow.as('is_online'),
      sql<number>`(select count(*)::int from images i where i.profile_id = p.id and i.status = 'active')`.as('images_count'),
      'mi.id as mi_id',
      'mi.filename as mi_filename',
      'mi.thumb_filename as mi_thumb_filename',
      'mi.status as mi_status',
      'mi.premium as mi_premium',
    ]);
}

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirstOrThrow']>>;

/** Maps a row of {@link profileQuery} to the API's Profile. */
export function toProfile(row: ProfileRow): Profile {
  const main: Image | null =
    row.mi_id !== null && row.mi_filename !== null && row.mi_thumb_filename !== null && row.mi_status !== null
      ? {
          id: row.mi_id,
          filename: row.mi_filename,
          thumb_filename: row.mi_thumb_filename,
          status: row.mi_status,
          premium: row.mi_premium === true,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    country: row.country,
    region: regionName(row.region),
    region_code: row.region,
    city: row.city,
    about: row.about,
    main_image: main,
    status: row.status,
    fictional: row.fictional,
    online: row.is_online,
    images_count: row.images_count,
  };
}

/** Filters of the member search (spec §3 "Search state"); ages in years. */
/** Matches counted at most (issue 34): beyond, the search says "1,000+" instead of counting a million rows. */
export const SEARCH_COUNT_CAP = 1000;

export interface SearchFilters {
  gender?: 'female' | 'male' | undefined;
  /** One ISO alpha-2 country; when absent, any of `countries`. */
  country?: string | undefined;
  /** The site's served countries. */
  countries: string[];
  /** ISO 3166-2 region code. */
  region?: string | undefined;
  minAge: number;
  maxAge: number;
  /** The searching member's own profile: never returned, nor profiles blocked by or blocking it. */
  excludeProfileId?: number | undefined;
}

/** The owner's editable fields (`PUT /api/profile.php`); absent = unchanged. */
export interface ProfileChanges {
  name?: string;
  about?: string;
  gender?: 'female' | 'male';
  looking_for?: LookingFor;
  /** YYYY-MM-DD. */
  date_of_birth?: string;
  country?: string;
  region?: string | null;
  city?: string | null;
  lat?: number | null;
  lon?: number | null;
  invisible?: boolean;
  /** Interest ids (replace the current set). */
  interestIds?: number[];
  /** IANA zone stored on the member's account (users.timezone). */
  timezone?: string;
}

/**
 * Conditions of a search over `profiles as p` (visible profiles only: not invisible, deleted,
 * disabled or banned; never the searching member, nor a profile blocked by or blocking him).
 * Without `bansAndBlocks` the bans and blocks are not read: the rough count of {@link searchCountQuery}.
 */
function searchConditions(f: SearchFilters, withRegionAndAge: boolean, bansAndBlocks = true): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [bansAndBlocks ? visibleToOthers('p') : listedProfile('p')];
  if (f.excludeProfileId !== undefined) {
    parts.push(sql`p.id <> ${f.excludeProfileId}`);
    if (bansAndBlocks) parts.push(notBlockedEitherWay(f.excludeProfileId));
  }
  if (f.gender) parts.push(sql`p.gender = ${f.gender}`);
  if (withRegionAndAge && f.region) {
    // An ISO 3166-2 code starts with its country's (NL-NH; geo/regions.ts): the region alone picks
    // the rows, so a count reads the region index without the table (issue 34: 33 → 1 ms at a million).
    const country = f.region.slice(0, 2);
    parts.push((f.country ? f.country === country : f.countries.includes(country)) ? sql`p.region = ${f.region}` : sql`false`);
  } else if (f.country) parts.push(sql`p.country = ${f.country}`);
  else if (f.countries.length > 0) parts.push(sql`p.country in (${sql.join(f.countries)})`);
  else parts.push(sql`false`);
  if (withRegionAndAge) {
    // Born on or before today minus min_age years, and after today minus (max_age + 1) years.
    parts.push(sql`p.date_of_birth <= (current_date - make_interval(years => ${f.minAge}))::date`);
    parts.push(sql`p.date_of_birth > (current_date - make_interval(years => ${f.maxAge + 1}))::date`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** The genders a search reads: the one asked for, else both (each through its own index range). */
const gendersOf = (filters: SearchFilters): ('female' | 'male')[] => (filters.gender ? [filters.gender] : ['female', 'male']);

/**
 * The page query of the member search (issue 34): `perPage` + 1 visible profiles matching
 * `filters` in activity order (the one more tells whether a next page exists), after `after`
 * (keyset) or else from page `page` by offset; each row carries its `activity_cursor`. Each gender
 * is read in order from its own range of migration 026's indexes (PostgreSQL cannot skip through
 * the gender column of one index) and the two ranges are merged, so a page reads about one page
 * of rows. Exported for the EXPLAIN checks (search-scale.test.ts).
 */
export function searchPageQuery(db: Kysely<DB>, filters: SearchFilters, perPage: number, after: ActivityCursor | undefined, page = 1) {
  const skip = after ? 0 : (page - 1) * perPage;
  const branches = gendersOf(filters).map((gender) => {
    const q = profileQuery(db)
      .select([activityText.as('activity_cursor'), activity.as('activity_sort')])
      .where(searchConditions({ ...filters, gender }, true));
    return db
      .selectFrom((after ? q.where(afterCursor(after)) : q).orderBy(activity, 'desc').orderBy('p.id', 'desc').limit(skip + perPage + 1).as(gender))
      .selectAll();
  });
  const [first, ...rest] = branches;
  if (!first) throw new Error('no gender to search');
  const merged = rest.reduce((union, branch) => union.unionAll(branch), first);
  return db.selectFrom(merged.as('u')).selectAll().orderBy('u.activity_sort', 'desc').orderBy('u.id', 'desc').offset(skip).limit(perPage + 1);
}

/**
 * The count of the member search, stopping at SEARCH_COUNT_CAP + 1 matches (`{ n }`). Served by
 * migration 026's covering search indexes without reading the table (an index-only scan). With
 * `bansAndBlocks: false` the rough count: the same matches before bans and blocks are taken out,
 * the index alone (≈ 0.6 ms for 1,001 matches at a million members, against ≈ 5 ms with the
 * anti-joins of bans and blocks checked row by row).
 */
export function searchCountQuery(db: Kysely<DB>, filters: SearchFilters, { bansAndBlocks = true } = {}) {
  return db
    .selectFrom((eb) =>
      eb.selectFrom('profiles as p').select('p.id').where(searchConditions(filters, true, bansAndBlocks)).limit(SEARCH_COUNT_CAP + 1).as('m'),
    )
    .select(sql<number>`count(*)::int`.as('n'));
}

/**
 * The matches of a search counted up to SEARCH_COUNT_CAP + 1 (issue 34): the rough count first;
 * only when it is under the cap are bans and blocks taken out (an exact count, over at most 1,000
 * rows). A search with more rough matches than the cap shows "1,000+" — also in the rare case where
 * the banned and blocked among them would bring it down to the cap, which the issue allows
 * ("counts that are estimated or capped").
 */
async function countMatches(db: Kysely<DB>, filters: SearchFilters): Promise<number> {
  const rough = await searchCountQuery(db, filters, { bansAndBlocks: false }).executeTakeFirstOrThrow();
  if (rough.n > SEARCH_COUNT_CAP) return rough.n;
  return (await searchCountQuery(db, filters).executeTakeFirstOrThrow()).n;
}

/** Profile reads for search, profile pages, chats and likes. */
export function createProfilesRepository(db: Kysely<DB>, chats: Pick<ChatsRepository, 'invalidateChatsShowing'>) {
  const repository = {
    /**
     * Profiles by id as a Map (missing and deleted ones are absent). With `visibleOnly`,
     * invisible, disabled and banned profiles are absent too (likes; member-visibility.ts);
     * without, they stay (the member's own block list).
     */
    async byIds(ids: readonly number[], options: { visibleOnly?: boolean } = {}): Promise<Map<number, Profile>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      let q = profileQuery(db).where('p.id', 'in', unique).where('p.deleted_at', 'is', null);
      if (options.visibleOnly) q = q.where(visibleToOthers('p'));
      const rows = await q.execute();
      return new Map(rows.map((r) => [r.id, toProfile(r)]));
    },

    /**
     * One profile (deleted ones: null). With `owner`, as its owner sees it (a pending main image
     * included: the User object of `GET /api/user.php`).
     */
    async byId(id: number, options: { owner?: boolean } = {}): Promise<Profile | null> {
      const row = await profileQuery(db, options.owner ? id : null)
        .where('p.id', '=', id)
        .where('p.deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? toProfile(row) : null;
    },

    /** The country (ISO alpha-2) of a profile, or null when it does not exist. */
    async countryOf(id: number): Promise<string | null> {
      const row = await db.selectFrom('profiles').select('country').where('id', '=', id).executeTakeFirst();
      return row?.country ?? null;
    },

    /**
     * A profile page: the profile with its images (all of them for the owner, active ones for
     * others) and interest keys. Null when missing, deleted, or invisible/disabled/banned to others.
     */
    async detail(id: number, viewerProfileId: number | null): Promise<ProfileDetail | null> {
      const own = viewerProfileId === id;
      const viewer = viewerProfileId !== null && !own ? viewerProfileId : null;
      let q = profileQuery(db, own ? id : null)
        .select([
          viewer === null
            ? sql<boolean>`false`.as('liked_by_me')
            : sql<boolean>`exists (select 1 from likes l where l.liker_profile_id = ${viewer} and l.liked_profile_id = p.id)`.as(
                'liked_by_me',
              ),
          viewer === null
            ? sql<boolean>`false`.as('blocked_by_me')
            : sql<boolean>`exists (select 1 from blocks b where b.blocker_profile_id = ${viewer} and b.blocked_profile_id = p.id)`.as(
                'blocked_by_me',
              ),
        ])
        .where('p.id', '=', id)
        .where('p.deleted_at', 'is', null);
      if (!own) q = q.where(visibleToOthers('p'));
      const row = await q.executeTakeFirst();
      if (!row) return null;
      let imagesQuery = db
        .selectFrom('images')
        .select(['id', 'filename', 'thumb_filename', 'status', 'premium'])
        .where('profile_id', '=', id)
        .orderBy('position')
        .orderBy('id');
      if (!own) imagesQuery = imagesQuery.where('status', '=', 'active');
      const [images, interests] = await Promise.all([
        imagesQuery.execute(),
        db
          .selectFrom('profile_interests as pi')
          .innerJoin('interests as i', 'i.id', 'pi.interest_id')
          .select('i.key')
          .where('pi.profile_id', '=', id)
          .orderBy('i.id')
          .execute(),
      ]);
      return {
        ...toProfile(row),
        images,
        interests: interests.map((i) => i.key),
        liked_by_me: row.liked_by_me,
        blocked_by_me: row.blocked_by_me,
      };
    },

    /**
     * The owner's own profile page: {@link detail} (all images, pending ones too) plus
     * `looking_for`, `invisible`, `date_of_birth` (YYYY-MM-DD), `lat`, `lon`. Null when deleted.
     */
    async ownDetail(id: number): Promise<OwnProfileDetail | null> {
      const [detail, extras] = await Promise.all([
        repository.detail(id, id),
        db
          .selectFrom('profiles')
          .select(['looking_for', 'invisible', 'lat', 'lon', sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob')])
          .where('id', '=', id)
          .executeTakeFirst(),
      ]);
      if (!detail || !extras) return null;
      return {
        ...detail,
        looking_for: extras.looking_for,
        invisible: extras.invisible,
        date_of_birth: extras.dob,
        lat: extras.lat,
        lon: extras.lon,
      };
    },

    /** Whether the database knows an IANA time zone name (pg_timezone_names; `at time zone` needs it). */
    async knowsTimezone(name: string): Promise<boolean> {
      const row = await db
        .selectNoFrom(sql<boolean>`exists (select 1 from pg_timezone_names where name = ${name})`.as('known'))
        .executeTakeFirstOrThrow();
      return row.known;
    },

    /** The member's own search defaults: gender and whom he looks for. Null when deleted. */
    async preferences(id: number): Promise<{ gender: 'female' | 'male' | null; looking_for: LookingFor | null; country: string; region: string | null } | null> {
      const row = await db
        .selectFrom('profiles')
        .select(['gender', 'looking_for', 'country', 'region'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Saves the owner's changes (`PUT /api/profile.php`) in one transaction: profile columns,
     * the interest set (replaced) and the account's time zone. Lists showing the profile
     * (chat lists) are invalidated.
     */
    async update(profileId: number, userId: number, changes: ProfileChanges): Promise<void> {
      const { interestIds, timezone, ...columns } = changes;
      await db.transaction().execute(async (trx) => {
        if (Object.keys(columns).length > 0) {
          await trx.updateTable('profiles').set(columns).where('id', '=', profileId).execute();
        }
        if (interestIds !== undefined) {
          await trx.deleteFrom('profile_interests').where('profile_id', '=', profileId).execute();
          if (interestIds.length > 0) {
            await trx
              .insertInto('profile_interests')
              .values([...new Set(interestIds)].map((interest_id) => ({ profile_id: profileId, interest_id })))
              .execute();
          }
        }
        if (timezone !== undefined) {
          await trx.updateTable('users').set({ timezone }).where('id', '=', userId).execute();
        }
      });
      chats.invalidateChatsShowing(profileId);
    },

    /**
     * Swipe-game suggestions (`GET /api/suggestions.php`): visible profiles matching the
     * filters (ages, region, gender, country as in the search), never the member, nor profiles
     * he liked or swiped, nor blocked either way; online first, then newest. `filters` must
     * carry `excludeProfileId` = the member.
     */
    async suggestions(filters: SearchFilters & { excludeProfileId: number }, limit: number): Promise<Profile[]> {
      const me = filters.excludeProfileId;
      const rows = await profileQuery(db)
        .where(searchConditions(filters, true))
        .where(sql<SqlBool>`not exists (select 1 from likes l where l.liker_profile_id = ${me} and l.liked_profile_id = p.id)`)
        .where(sql<SqlBool>`not exists (select 1 from swipes s where s.profile_id = ${me} and s.target_profile_id = p.id)`)
        .orderBy(activity, 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toProfile);
    },

    /**
     * Member search (spec §3 "Search state", issue 34): one page of visible profiles matching the
     * filters in activity order (profile-activity.ts: online first, then the most recently seen),
     * `nextCursor` where the next page starts (null on the last page), and the number of matches
     * counted up to SEARCH_COUNT_CAP (`totalCapped` when there are more: "1,000+"). With `after`
     * the page continues right after that cursor (keyset: nobody repeats or is skipped when others
     * come online meanwhile); without it, page `page` (1-based) by offset.
     */
    async search(
      filters: SearchFilters,
      page: number,
      perPage: number,
      after?: ActivityCursor,
    ): Promise<{ profiles: Profile[]; total: number; totalCapped: boolean; nextCursor: string | null }> {
      // Pages after the first carry the first page's count in their cursor (issue 34): counted once per search.
      const [n, rows] = await Promise.all([
        after?.count ?? countMatches(db, filters),
        searchPageQuery(db, filters, perPage, after, page).execute(),
      ]);
      const shown = rows.slice(0, perPage);
      const last = shown.at(-1);
      return {
        profiles: shown.map(toProfile),
        total: Math.min(n, SEARCH_COUNT_CAP),
        totalCapped: n > SEARCH_COUNT_CAP,
        nextCursor: rows.length > perPage && last ? encodeCursor(last, Math.min(n, SEARCH_COUNT_CAP + 1)) : null,
      };
    },

    /** Up to `limit` visible profiles matching gender and country only (region and age dropped), excluding `excludeIds`. */
    async similar(filters: SearchFilters, excludeIds: readonly number[], limit: number): Promise<Profile[]> {
      let q = profileQuery(db).where(searchConditions(filters, false));
      if (excludeIds.length > 0) q = q.where('p.id', 'not in', [...excludeIds]);
      const rows = await q.orderBy(activity, 'desc').orderBy('p.id', 'desc').limit(limit).execute();
      return rows.map(toProfile);
    },

    /**
     * Whether the member `viewer` may keep a note about `profileId` (`PUT /api/notes.php`): the
     * profile exists, is not deleted, invisible, disabled or banned, is not the viewer's own, and no
     * block stands between them in either direction (block-conditions.ts).
     */
    async notable(viewer: number, profileId: number): Promise<boolean> {
      const row = await db
        .selectFrom('profiles as p')
        .select('p.id')
        .where('p.id', '=', profileId)
        .where('p.id', '<>', viewer)
        .where(visibleToOthers('p'))
        .where(notBlockedEitherWay(viewer))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The private note of `author` about `profileId` (issue 4 profile notes), or null when none. */
    async note(author: number, profileId: number): Promise<string | null> {
      const row = await db
        .selectFrom('profile_notes')
        .select('text')
        .where('author_profile_id', '=', author)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return row?.text ?? null;
    },

    /**
     * Saves (upserts) the private note of `author` about `profileId`; an empty `text` deletes it.
     * Returns the stored note, or null once deleted. The caller checks {@link notable}.
     */
    async saveNote(author: number, profileId: number, text: string): Promise<string | null> {
      if (text === '') {
        await db.deleteFrom('profile_notes').where('author_profile_id', '=', author).where('profile_id', '=', profileId).execute();
        return null;
      }
      await db
        .insertInto('profile_notes')
        .values({ author_profile_id: author, profile_id: profileId, text })
        .onConflict((oc) => oc.columns(['author_profile_id', 'profile_id']).doUpdateSet({ text, updated_at: sql`now()` }))
        .execute();
      return text;
    },

    /** Marks a profile as seen now (online for ONLINE_WINDOW_MINUTES). */
    async touchLastSeen(profileId: number): Promise<void> {
      await db.updateTable('profiles').set({ last_seen_at: new Date() }).where('id', '=', profileId).execute();
      // `online` of this profile in other members' chat lists.
      chats.invalidateChatsShowing(profileId);
    },
  };
  return repository;
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

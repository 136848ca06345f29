import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { ONLINE_WINDOW_MINUTES } from '../config.js';
import type { DB } from '../db/schema.js';
import { regionName } from '../geo/regions.js';
import type { Image, Profile, ProfileDetail } from '../types.js';
import type { ChatsRepository } from './chats.js';

/**
 * The SELECT that every profile list uses: profile columns, computed age/online, main image.
 * Other repositories join onto it (alias `p`) and map rows with {@link toProfile}.
 */
export function profileQuery(db: Kysely<DB>) {
  return db
    .selectFrom('profiles as p')
    .leftJoin('images as mi', 'mi.id', 'p.main_image_id')
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
      sql<boolean>`(p.online or coalesce(p.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}), false))`.as(
        'is_online',
      ),
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
  /** The searching member's own profile, never returned. */
  excludeProfileId?: number | undefined;
}

/** Conditions of a search over `profiles as p` (visible profiles only: not invisible, deleted or disabled). */
function searchConditions(f: SearchFilters, withRegionAndAge: boolean): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [
    sql`p.deleted_at is null`,
    sql`p.invisible = false`,
    sql`p.status = 'active'`,
  ];
  if (f.excludeProfileId !== undefined) parts.push(sql`p.id <> ${f.excludeProfileId}`);
  if (f.gender) parts.push(sql`p.gender = ${f.gender}`);
  if (f.country) parts.push(sql`p.country = ${f.country}`);
  else if (f.countries.length > 0) parts.push(sql`p.country in (${sql.join(f.countries)})`);
  else parts.push(sql`false`);
  if (withRegionAndAge) {
    if (f.region) parts.push(sql`p.region = ${f.region}`);
    // Born on or before today minus min_age years, and after today minus (max_age + 1) years.
    parts.push(sql`p.date_of_birth <= (current_date - make_interval(years => ${f.minAge}))::date`);
    parts.push(sql`p.date_of_birth > (current_date - make_interval(years => ${f.maxAge + 1}))::date`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Profile reads for search, profile pages, chats and likes. */
export function createProfilesRepository(db: Kysely<DB>, chats: Pick<ChatsRepository, 'invalidateChatsShowing'>) {
  return {
    /**
     * Profiles by id as a Map (missing and deleted ones are absent). With `visibleOnly`,
     * invisible and disabled profiles are absent too (likes); without, they stay (existing
     * conversations).
     */
    async byIds(ids: readonly number[], options: { visibleOnly?: boolean } = {}): Promise<Map<number, Profile>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      let q = profileQuery(db).where('p.id', 'in', unique).where('p.deleted_at', 'is', null);
      if (options.visibleOnly) q = q.where('p.invisible', '=', false).where('p.status', '=', 'active');
      const rows = await q.execute();
      return new Map(rows.map((r) => [r.id, toProfile(r)]));
    },

    /** One profile (deleted ones: null). */
    async byId(id: number): Promise<Profile | null> {
      const row = await profileQuery(db).where('p.id', '=', id).where('p.deleted_at', 'is', null).executeTakeFirst();
      return row ? toProfile(row) : null;
    },

    /**
     * A profile page: the profile with its images (all of them for the owner, active ones for
     * others) and interest keys. Null when missing, deleted, or invisible/disabled to others.
     */
    async detail(id: number, viewerProfileId: number | null): Promise<ProfileDetail | null> {
      const own = viewerProfileId === id;
      let q = profileQuery(db).where('p.id', '=', id).where('p.deleted_at', 'is', null);
      if (!own) q = q.where('p.invisible', '=', false).where('p.status', '=', 'active');
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
      return { ...toProfile(row), images, interests: interests.map((i) => i.key) };
    },

    /**
     * Member search: one page of visible profiles matching the filters, online ones first, then
     * newest; plus the total count. `page` starts at 1.
     */
    async search(filters: SearchFilters, page: number, perPage: number): Promise<{ profiles: Profile[]; total: number }> {
      const where = searchConditions(filters, true);
      const [countRow, rows] = await Promise.all([
        db.selectFrom('profiles as p').select(sql<number>`count(*)::int`.as('total')).where(where).executeTakeFirstOrThrow(),
        profileQuery(db)
          .where(where)
          .orderBy('p.online', 'desc')
          .orderBy('p.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      return { profiles: rows.map(toProfile), total: countRow.total };
    },

    /** Up to `limit` visible profiles matching gender and country only (region and age dropped), excluding `excludeIds`. */
    async similar(filters: SearchFilters, excludeIds: readonly number[], limit: number): Promise<Profile[]> {
      let q = profileQuery(db).where(searchConditions(filters, false));
      if (excludeIds.length > 0) q = q.where('p.id', 'not in', [...excludeIds]);
      const rows = await q.orderBy('p.online', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
      return rows.map(toProfile);
    },

    /** Marks a profile as seen now (online for ONLINE_WINDOW_MINUTES). */
    async touchLastSeen(profileId: number): Promise<void> {
      await db.updateTable('profiles').set({ last_seen_at: new Date() }).where('id', '=', profileId).execute();
      // `online` of this profile in other members' chat lists.
      chats.invalidateChatsShowing(profileId);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

import { type Kysely, sql } from 'kysely';

/**
 * Default zone per country at the time of this migration (a frozen copy of COUNTRY_TIMEZONES in
 * src/geo/timezones.ts, so that the migration never changes).
 */
const COUNTRY_TIMEZONES_003: Record<string, string> = {
  US: 'America/New_York', GB: 'Europe/London', IE: 'Europe/Dublin', NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels', DE: 'Europe/Berlin', AT: 'Europe/Vienna', CH: 'Europe/Zurich',
  DK: 'Europe/Copenhagen', NO: 'Europe/Oslo', SE: 'Europe/Stockholm', FI: 'Europe/Helsinki',
  FR: 'Europe/Paris', ES: 'Europe/Madrid', IT: 'Europe/Rome', PL: 'Europe/Warsaw',
};

/** Every notification type switched on (spec §3 "Notification preference types"). */
const NOTIFICATIONS_ON =
  '{"new_conversations": true, "new_messages": true, "like": true, "unread_message_reminders": true, ' +
  '"promotions": true, "weekly_updates": true, "news": true, "reminders": true}';

/**
 * 003: members (issue 4) — profile editing, photos review, likes, blocks, reports, notification
 * preferences, dismissed alerts, swipe game.
 * - `profiles.looking_for` ('female' | 'male' | 'both' | null), `profiles.lat/lon` (degrees).
 * - `users.timezone` (IANA, default 'UTC'; existing accounts get the zone of their profile's
 *   country), `users.notification_settings` (jsonb map type → bool, all on),
 *   `users.alerts_dismissed` (jsonb map alert → ISO time).
 * - `blocks` (blocker → blocked), `reports`, `swipes` (one per member and target; `liked`).
 * - Indexes: blocks by blocked profile, swipe likes per member and time, pending images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const zoneCase = sql.join(
    Object.entries(COUNTRY_TIMEZONES_003).map(([country, zone]) => sql`when ${sql.lit(country)} then ${sql.lit(zone)}`),
    sql` `,
  );
  const statements = [
    sql`alter table profiles
      add column looking_for text check (looking_for in ('female', 'male', 'both')),
      add column lat double precision check (lat between -90 and 90),
      add column lon double precision check (lon between -180 and 180)`,
    sql`alter table users
      add column timezone text not null default 'UTC',
      add column notification_settings jsonb not null default ${sql.lit(NOTIFICATIONS_ON)}::jsonb,
      add column alerts_dismissed jsonb not null default '{}'::jsonb`,
    sql`update users u set timezone = case p.country ${zoneCase} else 'UTC' end
      from profiles p where p.id = u.profile_id`,
    sql`create table blocks (
      blocker_profile_id integer not null references profiles(id) on delete cascade,
      blocked_profile_id integer not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_profile_id, blocked_profile_id),
      check (blocker_profile_id <> blocked_profile_id)
    )`,
    sql`create index blocks_blocked_idx on blocks (blocked_profile_id, blocker_profile_id)`,
    sql`create table reports (
      id serial primary key,
      reporter_profile_id integer not null references profiles(id) on delete cascade,
      reported_profile_id integer not null references profiles(id) on delete cascade,
      reason text not null check (reason in ('fake', 'spam', 'offensive', 'underage', 'other')),
      message text not null default '',
      created_at timestamptz not null default now()
    )`,
    sql`create index reports_reported_idx on reports (reported_profile_id, created_at)`,
    sql`create table swipes (
      profile_id integer not null references profiles(id) on delete cascade,
      target_profile_id integer not null references profiles(id) on delete cascade,
      liked boolean not null,
      created_at timestamptz not null default now(),
      primary key (profile_id, target_profile_id),
      check (profile_id <> target_profile_id)
    )`,
    // Likes of the member's current day (swipe limit).
    sql`create index swipes_likes_idx on swipes (profile_id, created_at) where liked`,
    // The operator's review queue.
    sql`create index images_pending_idx on images (created_at) where status = 'pending'`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Reverts 003. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists images_pending_idx`.execute(db);
  await sql`drop table if exists swipes`.execute(db);
  await sql`drop table if exists reports`.execute(db);
  await sql`drop table if exists blocks`.execute(db);
  await sql`alter table users drop column timezone, drop column notification_settings, drop column alerts_dismissed`.execute(db);
  await sql`alter table profiles drop column looking_for, drop column lat, drop column lon`.execute(db);
}

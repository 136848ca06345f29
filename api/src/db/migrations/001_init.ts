import { type Kysely, sql } from 'kysely';

/**
 * 001: the initial schema (sites, members, conversations, likes, credits, complaints, outbox,
 * remote registry). Plain SQL so that partial indexes and checks read as they run; the same
 * statements run on PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table companies (
      id serial primary key,
      name text not null,
      address text not null,
      kvk text not null,
      city text not null,
      country text not null,
      tradenames jsonb not null default '[]',
      vat_numbers jsonb not null default '[]',
      support_phone text not null,
      delete_discount integer not null default 0,
      added date not null
    )`,
    sql`create table sites (
      id serial primary key,
      domain text not null unique,
      company_id integer not null references companies(id),
      default_country text not null,
      settings jsonb not null,
      push_private_key text,
      created_at timestamptz not null default now()
    )`,
    sql`create table profiles (
      id serial primary key,
      name text not null,
      gender text not null check (gender in ('female', 'male')),
      date_of_birth date not null,
      country text not null,
      region text,
      city text,
      about text not null default '',
      language text not null default 'en',
      status text not null default 'active' check (status in ('active', 'disabled')),
      fictional boolean not null default false,
      invisible boolean not null default false,
      online boolean not null default false,
      last_seen_at timestamptz,
      main_image_id integer,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`,
    // Member search (spec §3 "Search state"): country + gender + age range over visible profiles.
    sql`create index profiles_search_idx on profiles (country, gender, date_of_birth)
      where deleted_at is null and invisible = false and status = 'active'`,
    sql`create index profiles_search_region_idx on profiles (region, gender, date_of_birth)
      where deleted_at is null and invisible = false and status = 'active'`,
    sql`create table images (
      id serial primary key,
      profile_id integer not null references profiles(id) on delete cascade,
      filename text not null,
      thumb_filename text not null,
      status text not null default 'active' check (status in ('active', 'pending', 'disabled')),
      premium boolean not null default false,
      position integer not null default 0,
      created_at timestamptz not null default now()
    )`,
    sql`create index images_profile_idx on images (profile_id, position)`,
    sql`alter table profiles add constraint profiles_main_image_fk
      foreign key (main_image_id) references images(id) on delete set null`,
    sql`create table users (
      id serial primary key,
      site_id integer not null references sites(id),
      profile_id integer not null unique references profiles(id),
      email text not null,
      password_hash text not null,
      status text not null default 'not_confirmed' check (status in ('active', 'not_confirmed')),
      credits integer not null default 0 check (credits >= 0),
      paid_user boolean not null default false,
      signup_date timestamptz not null default now(),
      language text not null default 'en',
      notifications_disabled jsonb not null default '[]',
      failed_logins integer not null default 0,
      failed_logins_since timestamptz,
      blocked_until timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create unique index users_site_email_idx on users (site_id, lower(email))`,
    sql`create table sessions (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`,
    sql`create index sessions_user_idx on sessions (user_id)`,
    sql`create table push_subscriptions (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      endpoint text not null unique,
      subscription jsonb not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index push_subscriptions_user_idx on push_subscriptions (user_id)`,
    sql`create table interests (
      id serial primary key,
      key text not null unique
    )`,
    sql`create table profile_interests (
      profile_id integer not null references profiles(id) on delete cascade,
      interest_id integer not null references interests(id) on delete cascade,
      primary key (profile_id, interest_id)
    )`,
    sql`create table conversations (
      id serial primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_message_id integer
    )`,
    sql`create table conversation_members (
      conversation_id integer not null references conversations(id) on delete cascade,
      profile_id integer not null references profiles(id) on delete cascade,
      num_unread integer not null default 0,
      deleted_at timestamptz,
      primary key (conversation_id, profile_id)
    )`,
    sql`create index conversation_members_profile_idx on conversation_members (profile_id)`,
    sql`create table messages (
      id serial primary key,
      conversation_id integer not null references conversations(id) on delete cascade,
      sender_profile_id integer not null references profiles(id) on delete cascade,
      text text not null,
      client_message_id text,
      created_at timestamptz not null default now()
    )`,
    sql`create index messages_conversation_idx on messages (conversation_id, id)`,
    sql`create unique index messages_client_id_idx on messages (sender_profile_id, client_message_id)
      where client_message_id is not null`,
    sql`alter table conversations add constraint conversations_last_message_fk
      foreign key (last_message_id) references messages(id) on delete set null`,
    sql`create table likes (
      liker_profile_id integer not null references profiles(id) on delete cascade,
      liked_profile_id integer not null references profiles(id) on delete cascade,
      like_new boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (liker_profile_id, liked_profile_id)
    )`,
    sql`create index likes_liked_idx on likes (liked_profile_id, created_at)`,
    sql`create table credit_bundles (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      credits integer not null check (credits > 0),
      price_cents integer not null check (price_cents > 0),
      currency text not null,
      popular boolean not null default false,
      position integer not null default 0
    )`,
    sql`create index credit_bundles_site_idx on credit_bundles (site_id, position)`,
    sql`create table complaints (
      id serial primary key,
      site_id integer not null references sites(id),
      user_id integer references users(id) on delete set null,
      name text not null,
      email text not null,
      subject text not null,
      message text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table outbox (
      id serial primary key,
      site_id integer references sites(id) on delete set null,
      to_email text not null,
      subject text not null,
      text text not null,
      html text,
      links jsonb not null default '[]',
      created_at timestamptz not null default now()
    )`,
    sql`create index outbox_to_idx on outbox (lower(to_email), id)`,
    sql`create table remote_versions (
      id serial primary key,
      name text not null,
      version text not null,
      manifest_url text not null,
      active boolean not null default false,
      created_at timestamptz not null default now(),
      activated_at timestamptz,
      unique (name, version)
    )`,
    // At most one active version per remote (docs/design.md §2).
    sql`create unique index remote_versions_active_idx on remote_versions (name) where active`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Drops everything 001 created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'remote_versions', 'outbox', 'complaints', 'credit_bundles', 'likes', 'messages',
    'conversation_members', 'conversations', 'profile_interests', 'interests', 'push_subscriptions',
    'sessions', 'users', 'images', 'profiles', 'sites', 'companies',
  ];
  for (const table of tables) await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}

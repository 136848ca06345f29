import { type Kysely, sql } from 'kysely';

/**
 * 019: the people who run the site (issue 31).
 * - `operators`: staff accounts, apart from members: e-mail, password hash (as members'), one
 *   role, the sites they may act on (null = all), the TOTP second factor (secret, when enrolled,
 *   the last time step accepted so a code is not accepted twice, hashed recovery codes) and the
 *   lockout counters of members' login rules.
 * - `operator_sessions`: like members' sessions; `mfa_at` is null until the second factor passed.
 * - `audit_log`: one row per operator action, append-only (a trigger refuses UPDATE and DELETE).
 * - `queue_claims`: which operator holds a queue item, until when (two never review one item).
 * - `staff_notes`: operators' notes about a member.
 * - members: `banned_at`, `ban_until`, `ban_reason`; reports and complaints get a status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operators (
    id serial primary key,
    email text not null,
    password_hash text not null,
    role text not null check (role in ('moderator', 'support', 'finance', 'marketing', 'admin')),
    site_ids jsonb,
    totp_secret text,
    totp_enabled_at timestamptz,
    totp_last_step bigint,
    recovery_codes jsonb not null default '[]',
    failures integer not null default 0,
    blocked_until timestamptz,
    disabled_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index operators_email on operators (lower(email))`.execute(db);

  await sql`create table operator_sessions (
    id serial primary key,
    token_hash text not null unique,
    operator_id integer not null references operators(id) on delete cascade,
    mfa_at timestamptz,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ip text not null default '',
    user_agent text not null default ''
  )`.execute(db);
  await sql`create index operator_sessions_operator on operator_sessions (operator_id)`.execute(db);

  await sql`create table audit_log (
    id bigserial primary key,
    operator_id integer references operators(id),
    actor text not null,
    role text not null,
    site_id integer,
    action text not null,
    target_type text,
    target_id text,
    user_id integer,
    before jsonb,
    after jsonb,
    reason text,
    ip text not null default '',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index audit_log_created on audit_log (created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_operator on audit_log (operator_id, id desc)`.execute(db);
  await sql`create index audit_log_user on audit_log (user_id, id desc) where user_id is not null`.execute(db);
  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_log is append-only' using errcode = '42501'; end $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);

  await sql`create table queue_claims (
    queue text not null,
    item_id integer not null,
    operator_id integer not null references operators(id) on delete cascade,
    claimed_until timestamptz not null,
    primary key (queue, item_id)
  )`.execute(db);

  await sql`create table staff_notes (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    operator_id integer references operators(id),
    text text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index staff_notes_user on staff_notes (user_id, id desc)`.execute(db);

  await sql`alter table users add column banned_at timestamptz, add column ban_until timestamptz, add column ban_reason text`.execute(db);
  await sql`alter table reports
    add column status text not null default 'open' check (status in ('open', 'closed')),
    add column resolution text,
    add column closed_at timestamptz,
    add column closed_by integer references operators(id)`.execute(db);
  await sql`create index reports_open on reports (id) where status = 'open'`.execute(db);
  await sql`alter table complaints
    add column status text not null default 'open' check (status in ('open', 'answered', 'closed')),
    add column answered_at timestamptz`.execute(db);
  await sql`create index complaints_open on complaints (id) where status <> 'closed'`.execute(db);
}

/** Reverts 019. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table complaints drop column if exists status, drop column if exists answered_at`.execute(db);
  await sql`alter table reports drop column if exists status, drop column if exists resolution, drop column if exists closed_at, drop column if exists closed_by`.execute(db);
  await sql`alter table users drop column if exists banned_at, drop column if exists ban_until, drop column if exists ban_reason`.execute(db);
  await sql`drop table if exists staff_notes`.execute(db);
  await sql`drop table if exists queue_claims`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  await sql`drop table if exists operator_sessions`.execute(db);
  await sql`drop table if exists operators`.execute(db);
}

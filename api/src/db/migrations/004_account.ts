import { type Kysely, sql } from 'kysely';

/**
 * 004: account life cycle (issue 3).
 * - `account_tokens.kind` also allows 'mail_change' (24 h) and 'reactivation' (14 days);
 *   `account_tokens.payload` (jsonb) carries the new e-mail address of a mail change.
 * - `users.deleted_at` / `users.delete_reason`: a deleted account (with its profile's
 *   `deleted_at`) stays for 14 days (reactivation window, spec §4, §9) and is then erased by
 *   `purgeDeletedAccounts` (src/services/purge.ts).
 * - `discount_codes` (spec §3 "Discount code"): the welcome code of each sign-up
 *   (`welcome = true`, `user_id` set) and site-wide codes (`user_id` null).
 *   `minimum_order_value` in cents of `currency`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table account_tokens drop constraint account_tokens_kind_check`,
    sql`alter table account_tokens add constraint account_tokens_kind_check
      check (kind in ('activation', 'reset', 'mail_change', 'reactivation'))`,
    sql`alter table account_tokens add column payload jsonb`,
    sql`alter table users add column deleted_at timestamptz, add column delete_reason text`,
    sql`create index users_deleted_idx on users (deleted_at) where deleted_at is not null`,
    sql`create table discount_codes (
      id serial primary key,
      code text not null unique,
      site_id integer not null references sites(id) on delete cascade,
      user_id integer references users(id) on delete cascade,
      country text,
      expires_at timestamptz not null,
      value_percentage integer not null check (value_percentage between 1 and 100),
      currency text not null,
      minimum_order_value integer not null default 0 check (minimum_order_value >= 0),
      status text not null default 'active' check (status in ('active', 'used', 'expired')),
      validity text not null default 'once-per-user',
      paymentmethods jsonb not null default '[]',
      welcome boolean not null default false,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index discount_codes_user_idx on discount_codes (user_id) where user_id is not null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Reverts 004 (tokens of the new kinds are dropped so the old check holds again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists discount_codes`.execute(db);
  await sql`drop index if exists users_deleted_idx`.execute(db);
  await sql`alter table users drop column deleted_at, drop column delete_reason`.execute(db);
  await sql`delete from account_tokens where kind not in ('activation', 'reset')`.execute(db);
  await sql`alter table account_tokens drop column payload`.execute(db);
  await sql`alter table account_tokens drop constraint account_tokens_kind_check`.execute(db);
  await sql`alter table account_tokens add constraint account_tokens_kind_check check (kind in ('activation', 'reset'))`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 010: wrong passwords counted per account **and source** (issue 16, NIST SP 800-63B §5.2.2)
 * instead of per account, so a stranger who knows a member's e-mail cannot lock the member out:
 * `login_failures` holds one row per (source address, account); `user_id` 0 counts attempts on
 * e-mail addresses without an account (credential stuffing from one source is slowed all the
 * same). The per-account columns of `users` go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_failures (
    source text not null,
    user_id integer not null,
    failures integer not null,
    since timestamptz not null default now(),
    blocked_until timestamptz,
    primary key (source, user_id)
  )`.execute(db);
  await sql`create index login_failures_user_idx on login_failures (user_id)`.execute(db);
  await sql`alter table users drop column failed_logins, drop column failed_logins_since, drop column blocked_until`.execute(db);
}

/** Reverts 010. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column failed_logins integer not null default 0,
    add column failed_logins_since timestamptz, add column blocked_until timestamptz`.execute(db);
  await sql`drop table if exists login_failures`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 002: sign-up, activation and password recovery.
 * - `profiles.gender` becomes nullable (the sign-up form may leave it out; the check still
 *   allows only 'female' / 'male' when set).
 * - Tracking values of the sign-up URL on `users` (network, ref, sub1, sub2, sub3).
 * - `account_tokens`: single-use e-mail links (activation 7 days, password reset 1 hour);
 *   only sha256(token) is stored.
 * - `signup_messages`: the sign-up form's first message to a profile, delivered as a
 *   conversation message when the account is activated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table profiles alter column gender drop not null`,
    sql`alter table users add column network text, add column ref text, add column sub1 text,
      add column sub2 text, add column sub3 text`,
    sql`create table account_tokens (
      token_hash text primary key,
      user_id integer not null references users(id) on delete cascade,
      kind text not null check (kind in ('activation', 'reset')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index account_tokens_user_idx on account_tokens (user_id, kind, created_at)`,
    sql`create table signup_messages (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      to_profile_id integer not null references profiles(id) on delete cascade,
      text text not null,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    )`,
    sql`create index signup_messages_user_idx on signup_messages (user_id) where delivered_at is null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/** Reverts 002 (profiles without gender get 'female' so the not-null constraint holds again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists signup_messages`.execute(db);
  await sql`drop table if exists account_tokens`.execute(db);
  await sql`alter table users drop column network, drop column ref, drop column sub1, drop column sub2, drop column sub3`.execute(db);
  await sql`update profiles set gender = 'female' where gender is null`.execute(db);
  await sql`alter table profiles alter column gender set not null`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 015: notifications by e-mail and web push (issue 15, spec §3 notification types, §4 push and
 * disabled reasons).
 * - `notification_jobs`: the queue, one row per mail or push to send (`channel`). A job is `pending`
 *   until its `run_at`, `sending` while a worker holds it (until `locked_until`), then `sent`,
 *   `skipped` (the member's preference or disabled mail said no at send time) or `failed` (after
 *   the last retry, or interrupted while sending: never sent twice). `dedupe_key` makes the same
 *   event one mail however often it is enqueued.
 * - `users.mail_token`: the secret of the member's unsubscribe link (RFC 8058), made on first use.
 * - `outbox.headers`: the headers of a stored mail (List-Unsubscribe), read by the dev outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notification_jobs (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    channel text not null default 'mail' check (channel in ('mail', 'push')),
    kind text not null,
    payload jsonb not null default '{}'::jsonb,
    dedupe_key text not null unique,
    status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
    attempts integer not null default 0,
    run_at timestamptz not null default now(),
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`create index notification_jobs_due_idx on notification_jobs (run_at) where status = 'pending'`.execute(db);
  await sql`create index notification_jobs_user_idx on notification_jobs (user_id, kind, created_at)`.execute(db);
  await sql`alter table users add column mail_token text unique`.execute(db);
  await sql`alter table outbox add column headers jsonb not null default '{}'::jsonb`.execute(db);
}

/** Reverts 015. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop column if exists headers`.execute(db);
  await sql`alter table users drop column if exists mail_token`.execute(db);
  await sql`drop table if exists notification_jobs`.execute(db);
}

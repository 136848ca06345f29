import { type Kysely, sql } from 'kysely';

/**
 * 012: payments (issue 11). One row per order attempt of a member, unique per (member,
 * idempotency key) so a retried request never makes a second payment; `status` moves from
 * `pending` to `completed` or `failed` exactly once (a guarded UPDATE), and to `refunded` by an
 * operator. `payment_webhook_events` remembers every provider event id: a replay is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payments (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    site_id integer not null,
    bundle_id integer not null,
    credits integer not null,
    method text not null,
    status text not null default 'pending',
    amount_cents integer not null,
    original_cents integer not null,
    currency text not null,
    discount_code text,
    failure_reason text,
    provider text not null,
    provider_ref text unique,
    checkout_url text,
    idempotency_key text not null,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    refunded_at timestamptz,
    refunded_credits integer,
    unique (user_id, idempotency_key)
  )`.execute(db);
  await sql`create index payments_user_idx on payments (user_id, id desc)`.execute(db);
  await sql`create table payment_webhook_events (
    event_id text primary key,
    payment_id integer,
    type text not null,
    received_at timestamptz not null default now()
  )`.execute(db);
}

/** Reverts 012. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_webhook_events`.execute(db);
  await sql`drop table if exists payments`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * 020: the operator console's queues (issue 31 "Queues").
 * - Partial indexes on the pending rows in queue order (`created_at, id`), so the photo queue's
 *   first screen reads the oldest pending profile and chat photos from two index scans merged in
 *   order, however many photos wait (the issue's budget: ≤ 300 ms with 10,000). The profile
 *   photos' index replaces `images_pending_idx` (003), ordered by `created_at` only.
 * - `complaint_replies`: the replies mailed from the console (`operator_id` null for the CLIs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index images_pending_queue_idx on images (created_at, id) where status = 'pending'`.execute(db);
  await sql`drop index if exists images_pending_idx`.execute(db);
  await sql`create index messages_photo_pending_idx on messages (created_at, id) where kind = 'photo' and photo_status = 'pending'`.execute(db);
  await sql`create index complaints_queue_idx on complaints (status, created_at, id)`.execute(db);
  await sql`create table complaint_replies (
    id serial primary key,
    complaint_id integer not null references complaints(id) on delete cascade,
    operator_id integer references operators(id),
    text text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index complaint_replies_complaint on complaint_replies (complaint_id, id)`.execute(db);
}

/** Reverts 020. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists complaint_replies`.execute(db);
  await sql`drop index if exists complaints_queue_idx`.execute(db);
  await sql`drop index if exists messages_photo_pending_idx`.execute(db);
  await sql`create index if not exists images_pending_idx on images (created_at) where status = 'pending'`.execute(db);
  await sql`drop index if exists images_pending_queue_idx`.execute(db);
}

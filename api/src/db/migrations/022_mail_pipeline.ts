import { type Kysely, sql } from 'kysely';

/**
 * 022: one mail pipeline (issue 32 "One mail pipeline"). Every mail goes through `notification_jobs`:
 * - channel `direct`: a mail written when it was queued (activation, reset, mail change, deletion,
 *   report reviewed, complaint reply…), sent as it is; `user_id` is null for them (the address is in
 *   `payload.to`, and the mail outlives a deleted account: the deletion mail must still go out).
 * - `priority`, generated from channel and kind so every insert gets it without knowing it:
 *   0 = account mails and pushes, 1 = notification mails about one event (like, message),
 *   2 = digests, reminders and campaigns. The worker claims pending jobs by priority, then age,
 *   through `notification_jobs_claim_idx`, so 100,000 queued digests never stand before an account mail.
 * - `notification_jobs_sending_idx`: the check for jobs left `sending` by a stopped process reads
 *   only those rows, not the whole queue.
 * - `notification_jobs_direct_to_idx`: the development outbox waits for the account mails still on
 *   their way to an address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notification_jobs alter column user_id drop not null`.execute(db);
  await sql`alter table notification_jobs drop constraint notification_jobs_channel_check`.execute(db);
  await sql`alter table notification_jobs add constraint notification_jobs_channel_check check (channel in ('mail', 'push', 'direct'))`.execute(db);
  await sql`alter table notification_jobs add column priority smallint generated always as (
    case when channel in ('direct', 'push') then 0 when kind in ('like', 'new_conversations', 'new_messages') then 1 else 2 end
  ) stored`.execute(db);
  await sql`drop index if exists notification_jobs_due_idx`.execute(db);
  await sql`create index notification_jobs_claim_idx on notification_jobs (priority, run_at, id) where status = 'pending'`.execute(db);
  await sql`create index notification_jobs_sending_idx on notification_jobs (locked_until) where status = 'sending'`.execute(db);
  await sql`create index notification_jobs_direct_to_idx on notification_jobs (lower(payload ->> 'to')) where channel = 'direct' and status in ('pending', 'sending')`.execute(db);
}

/** Reverts 022 (direct jobs are deleted: the columns of 015 cannot hold them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notification_jobs_direct_to_idx`.execute(db);
  await sql`drop index if exists notification_jobs_sending_idx`.execute(db);
  await sql`drop index if exists notification_jobs_claim_idx`.execute(db);
  await sql`create index if not exists notification_jobs_due_idx on notification_jobs (run_at) where status = 'pending'`.execute(db);
  await sql`alter table notification_jobs drop column if exists priority`.execute(db);
  await sql`delete from notification_jobs where channel = 'direct' or user_id is null`.execute(db);
  await sql`alter table notification_jobs drop constraint notification_jobs_channel_check`.execute(db);
  await sql`alter table notification_jobs add constraint notification_jobs_channel_check check (channel in ('mail', 'push'))`.execute(db);
  await sql`alter table notification_jobs alter column user_id set not null`.execute(db);
}

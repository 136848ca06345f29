import { type Kysely, sql } from 'kysely';

/**
 * 023: the tokens of the mail provider's signed webhook deliveries (issue 32 "Bounces and
 * complaints"). Mailgun signs `timestamp + token` (not the body) and advises refusing a token seen
 * before: a delivery whose (provider, token) is already here is a replay. Rows older than an hour
 * are deleted as new ones come (a signature is only accepted within 300 s of its timestamp, so an
 * older token could not pass anyway); `received_at` is indexed for that delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mail_webhook_tokens (
    provider text not null,
    token text not null,
    received_at timestamptz not null default now(),
    primary key (provider, token)
  )`.execute(db);
  await sql`create index mail_webhook_tokens_received on mail_webhook_tokens (received_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mail_webhook_tokens`.execute(db);
}

/**
 * The tokens of the mail provider's signed webhook deliveries (issue 32 "Bounces and complaints";
 * table `mail_webhook_tokens`, migration 023): Mailgun signs `timestamp + token`, not the body, and
 * advises refusing a token seen before — a captured delivery cannot be replayed.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** How long a delivery's token is remembered, in seconds: far beyond the 300 s a signature is accepted for. */
const TOKEN_MEMORY_SECONDS = 3600;

/**
 * Remembers a delivery's token; false when it was seen before (a replay, to be refused). Forgets
 * tokens older than an hour on the way. Run it in the transaction of the change the delivery
 * makes, so a delivery that fails is not remembered and its retry still works.
 */
export async function claimWebhookToken(trx: Kysely<DB>, provider: string, token: string): Promise<boolean> {
  await trx.deleteFrom('mail_webhook_tokens').where('received_at', '<', sql<Date>`now() - make_interval(secs => ${TOKEN_MEMORY_SECONDS})`).execute();
  const row = await trx
    .insertInto('mail_webhook_tokens')
    .values({ provider, token })
    .onConflict((oc) => oc.columns(['provider', 'token']).doNothing())
    .returning('token')
    .executeTakeFirst();
  return row !== undefined;
}

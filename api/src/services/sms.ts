import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../errors.js';

/**
 * Sends a text message through the sandbox SMS gateway (issue 11): the message lands in the
 * development outbox (`outbox` table, `to_email` = the phone number, subject `SMS`), readable with
 * `GET /api/dev/outbox.php?to=<number>`. Off in production like the outbox (issue 16): then 503
 * `sms_unavailable` until a real SMS provider is plugged in here.
 */
export async function sendSms(db: Kysely<DB>, config: Config, sms: { siteId: number; to: string; text: string }): Promise<void> {
  if (!config.devOutbox) throw new ApiError(503, 'sms_unavailable', 'Text messages cannot be sent at the moment.');
  await db.insertInto('outbox').values({ site_id: sms.siteId, to_email: sms.to, subject: 'SMS', text: sms.text, links: JSON.stringify([]) }).execute();
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { SmsSendError, sendTwilioSms } from './sms-twilio.js';

/** 503 `sms_unavailable`: the member sees "An error occured, please try again later." (common:errors.try_later). */
const unavailable = () => new ApiError(503, 'sms_unavailable', 'Text messages cannot be sent at the moment.');

/**
 * Sends a text message through the configured SMS provider (`config.sms`, services/sms-config.ts):
 * - `twilio` (issue 32): Twilio's REST API (services/sms-twilio.ts); `to` must be E.164
 *   (services/phone-number.ts). A refusal, a network error or a timeout is logged on `log` (HTTP
 *   status and Twilio's error code, never the number or the text) and answered 503
 *   `sms_unavailable`; nothing is stored, so the caller must not record the message as sent.
 * - `sandbox` (the default, issue 11): the message lands in the development outbox (`outbox`
 *   table, `to_email` = the phone number, subject `SMS`), readable with
 *   `GET /api/dev/outbox.php?to=<number>`; 503 `sms_unavailable` where the outbox is off
 *   (production without `AMORA_DEV_OUTBOX=1`, issue 16).
 * - an invalid `SMS_PROVIDER` never sends: 503 (production refuses to start with it).
 */
export async function sendSms(db: Kysely<DB>, config: Config, sms: { siteId: number; to: string; text: string }, log?: FastifyBaseLogger): Promise<void> {
  if (config.sms.provider === 'twilio') {
    try {
      await sendTwilioSms(config.sms, sms);
      return;
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      log?.error({ provider: 'twilio', status: error.status, code: error.code, reason: error.message }, 'SMS not sent');
      throw unavailable();
    }
  }
  if (config.sms.provider !== 'sandbox' || !config.devOutbox) throw unavailable();
  await db.insertInto('outbox').values({ site_id: sms.siteId, to_email: sms.to, subject: 'SMS', text: sms.text, links: JSON.stringify([]) }).execute();
}

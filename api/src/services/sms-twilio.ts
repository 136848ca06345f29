import type { TwilioSettings } from './sms-config.js';

/** How long a send may take before it counts as failed, in milliseconds (the member is waiting on the mandate form). */
export const TWILIO_TIMEOUT_MS = 10_000;

/** Twilio refused or could not be reached: `status` is the HTTP status (0: no answer), `code` Twilio's error code when it gave one. */
export class SmsSendError extends Error {
  readonly status: number;
  readonly code: number | null;

  constructor(message: string, status: number, code: number | null) {
    super(message);
    this.name = 'SmsSendError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends one text message through Twilio's Programmable Messaging REST API (issue 32 "SMS"):
 * `POST {apiBase}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth
 * `AccountSid:AuthToken`, form-encoded `To` (E.164), `From`, `Body`. Twilio answers 201 with the
 * message resource (`sid` `SM…`, `status` `queued`); it then delivers on its own.
 * @returns the message's `sid`.
 * @throws SmsSendError — any other answer (4xx/5xx with Twilio's `{code, message}`), a network
 *   error, or no answer within TWILIO_TIMEOUT_MS. Nothing is retried here: the member asks again.
 */
export async function sendTwilioSms(settings: TwilioSettings, sms: { to: string; text: string }): Promise<{ sid: string }> {
  const { accountSid, authToken, from } = settings;
  if (!accountSid || !authToken || !from) throw new SmsSendError('Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)', 0, null);
  let res: Response;
  try {
    res = await fetch(`${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: sms.to, From: from, Body: sms.text }).toString(),
      signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsSendError(`Twilio could not be reached: ${(error as Error).message}`, 0, null);
  }
  const answer = (await res.json().catch(() => null)) as { sid?: unknown; code?: unknown } | null;
  if (res.status !== 201 && res.status !== 200) {
    // Twilio's own message is left out: it repeats the member's phone number, which logs must not keep.
    const code = typeof answer?.code === 'number' ? answer.code : null;
    throw new SmsSendError(`Twilio answered ${res.status}${code ? ` (error ${code}, https://www.twilio.com/docs/api/errors/${code})` : ''}`, res.status, code);
  }
  if (typeof answer?.sid !== 'string') throw new SmsSendError('Twilio answered without a message sid', res.status, null);
  return { sid: answer.sid };
}

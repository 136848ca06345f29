import { paymentMethodsFor } from '@amora/contracts/constants';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/*
 * Which SMS provider sends the direct-debit codes (issue 32 "SMS"). config.ts reads the variables
 * and keeps the result as `config.sms`; the settings' shape and their production checks live here.
 */

/** Twilio's REST API (https://www.twilio.com/docs/messaging/api/message-resource). */
export const TWILIO_API_BASE = 'https://api.twilio.com';

/** Twilio's account SIDs: `AC` and 32 hex digits. */
const ACCOUNT_SID = /^AC[0-9a-f]{32}$/i;

/** The shortest Twilio auth token production accepts (Twilio's are 32 characters; MIN_SECRET_LENGTH of config.ts). */
const MIN_TOKEN_LENGTH = 32;

/** Twilio's credentials and sender; each null when its variable is unset. */
export interface TwilioSettings {
  provider: 'twilio';
  /** `TWILIO_ACCOUNT_SID` (`AC…`), the account the messages are sent from (URL and Basic auth user). */
  accountSid: string | null;
  /** `TWILIO_AUTH_TOKEN`, the Basic auth password. */
  authToken: string | null;
  /** `TWILIO_FROM`: the sender, a Twilio number in E.164 (`+3197…`) or an alphanumeric sender ID (`Amora`). */
  from: string | null;
  /** `TWILIO_API_BASE` (default https://api.twilio.com, no trailing slash): tests point it at a local server. */
  apiBase: string;
}

/**
 * The SMS provider: `sandbox` (the default: codes land in the development outbox, and answer 503
 * `sms_unavailable` where that is off, i.e. production without `AMORA_DEV_OUTBOX=1`), `twilio`, or
 * `invalid` for another value of `SMS_PROVIDER` (never sends; production refuses to start).
 * `explicit`: `SMS_PROVIDER=sandbox` was written out (a staging server that reads its codes from
 * the dev outbox), as opposed to unset.
 */
export type SmsSettings = { provider: 'sandbox'; explicit: boolean } | TwilioSettings | { provider: 'invalid'; value: string };

const set = (value: string | undefined): string | null => (value && value.trim().length > 0 ? value.trim() : null);

/** The raw values of `SMS_PROVIDER`, `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM`, `TWILIO_API_BASE` (config.ts reads them). */
export interface SmsEnv {
  provider?: string;
  accountSid?: string;
  authToken?: string;
  from?: string;
  apiBase?: string;
}

/** The SMS settings from the environment's values: unset or `sandbox` → the sandbox, `twilio` → Twilio with its credentials. */
export function readSmsSettings(env: SmsEnv): SmsSettings {
  const provider = set(env.provider)?.toLowerCase() ?? null;
  if (provider === null || provider === 'sandbox') return { provider: 'sandbox', explicit: provider !== null };
  if (provider !== 'twilio') return { provider: 'invalid', value: provider };
  return {
    provider: 'twilio',
    accountSid: set(env.accountSid),
    authToken: set(env.authToken),
    from: set(env.from),
    apiBase: (set(env.apiBase) ?? TWILIO_API_BASE).replace(/\/+$/, ''),
  };
}

/**
 * What in the SMS settings keeps production from starting (one line per problem, naming the
 * variable): an unknown `SMS_PROVIDER`; for `twilio` a missing or malformed account SID, an auth
 * token shorter than 32 characters, no sender, or an API base that is not https. Whether a site
 * needs SMS at all is {@link directDebitSmsProblems} (it reads the sites). Empty when fine.
 */
export function smsSettingsProblems(sms: SmsSettings): string[] {
  if (sms.provider === 'invalid') return [`SMS_PROVIDER must be "twilio" or "sandbox", not "${sms.value}"`];
  if (sms.provider !== 'twilio') return [];
  const problems: string[] = [];
  if (!sms.accountSid || !ACCOUNT_SID.test(sms.accountSid)) problems.push('TWILIO_ACCOUNT_SID must be set to the Twilio account SID (AC followed by 32 hex digits) with SMS_PROVIDER=twilio');
  if (!sms.authToken || sms.authToken.length < MIN_TOKEN_LENGTH) problems.push(`TWILIO_AUTH_TOKEN must be set to the Twilio auth token (at least ${MIN_TOKEN_LENGTH} characters) with SMS_PROVIDER=twilio`);
  if (!sms.from) problems.push('TWILIO_FROM must be set to the sender (a Twilio number in E.164 or an alphanumeric sender ID) with SMS_PROVIDER=twilio');
  if (!sms.apiBase.startsWith('https://')) problems.push('TWILIO_API_BASE must be an https URL in production (unset: https://api.twilio.com)');
  return problems;
}

/**
 * Production's start-up check that needs the database (issue 32 "production refuses to start with
 * direct debit enabled and no SMS provider"): one line naming the sites that offer SEPA direct
 * debit (`sdd`: a country of the site's `countries` is offered it, contract
 * PAYMENT_METHODS_BY_COUNTRY) while no SMS provider can text the mandate code — i.e. unless
 * `SMS_PROVIDER=twilio`, or `SMS_PROVIDER=sandbox` written out with `AMORA_DEV_OUTBOX=1` (a
 * staging server that reads the codes in the dev outbox). Empty outside production.
 */
export async function directDebitSmsProblems(db: Kysely<DB>, config: { nodeEnv: string; sms: SmsSettings; devOutbox: boolean }): Promise<string[]> {
  if (config.nodeEnv !== 'production') return [];
  if (config.sms.provider === 'twilio' || (config.sms.provider === 'sandbox' && config.sms.explicit && config.devOutbox)) return [];
  const sites = await db.selectFrom('sites').select(['domain', 'settings']).orderBy('id').execute();
  const withDebit = sites.filter((s) => {
    const countries = (s.settings as { countries?: unknown }).countries;
    return Array.isArray(countries) && countries.some((c) => typeof c === 'string' && paymentMethodsFor(c).includes('sdd'));
  });
  if (withDebit.length === 0) return [];
  return [`SMS_PROVIDER must be set to twilio (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): SEPA direct debit texts its confirmation code, and these sites offer it: ${withDebit.map((s) => s.domain).join(', ')}`];
}

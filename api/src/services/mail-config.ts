import crypto from 'node:crypto';

/**
 * The mail pipeline's settings (issue 32 "One mail pipeline", "Deliverability"), read from the
 * environment by config.ts (stored as `config.mail`) and checked at start ({@link mailSettingsProblems}).
 * `SMTP_URL` and `MAIL_FROM` stay in config.ts (`config.smtpUrl`, `config.mailFrom`).
 */

/**
 * Production's retry backoff of a failed send, in seconds: 30 s, 1, 2, 5, 10 and 30 minutes, 1, 2,
 * 3, 3, 3 and 3 hours — about 17 hours in all, so an SMTP server down for a night loses no mail; after the
 * last one the job is `failed`.
 */
export const MAIL_RETRY_DELAYS_S: readonly number[] = [30, 60, 120, 300, 600, 1_800, 3_600, 7_200, 10_800, 10_800, 10_800, 10_800];

/** DKIM signing of every outgoing mail: nodemailer's `dkim` option. */
export interface DkimKey {
  /** `DKIM_DOMAIN`: the `d=` of the signature (the From domain, for DMARC alignment), e.g. `amora.example`. */
  domainName: string;
  /** `DKIM_SELECTOR`: the `s=`; the public key is published at `<selector>._domainkey.<domain>` (TXT). */
  keySelector: string;
  /** `DKIM_PRIVATE_KEY`: the PEM private key (RSA ≥ 1024 bits, 2048 recommended, or Ed25519); `\n` escapes are newlines. */
  privateKey: string;
}

/** How the worker sends (services/notification-worker.ts); tests shorten the delays. */
export interface MailSettings {
  /** The DKIM key when all three variables are set, else null. */
  dkim: DkimKey | null;
  /** The DKIM variables that are unset while another one is set (all three or none: a start-up problem). */
  dkimMissing: string[];
  /** Waits before the retries of a failed send, seconds ({@link MAIL_RETRY_DELAYS_S}). */
  retryDelaysS: readonly number[];
  /** Jobs one API process sends at once (8). */
  concurrency: number;
  /** How often an idle worker looks for due jobs, ms (1 s); a busy one claims the next as soon as a send ends. */
  pollMs: number;
}

const set = (value: string | undefined): string | null => (value && value.trim().length > 0 ? value.trim() : null);

/** Reads `DKIM_DOMAIN`, `DKIM_SELECTOR` and `DKIM_PRIVATE_KEY` (a PEM, with real newlines or `\n` escapes). */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const values = { DKIM_DOMAIN: set(env.DKIM_DOMAIN), DKIM_SELECTOR: set(env.DKIM_SELECTOR), DKIM_PRIVATE_KEY: set(env.DKIM_PRIVATE_KEY)?.replace(/\\n/g, '\n') ?? null };
  const missing = Object.entries(values).flatMap(([name, value]) => (value === null ? [name] : []));
  const dkim =
    values.DKIM_DOMAIN && values.DKIM_SELECTOR && values.DKIM_PRIVATE_KEY
      ? { domainName: values.DKIM_DOMAIN.toLowerCase(), keySelector: values.DKIM_SELECTOR, privateKey: values.DKIM_PRIVATE_KEY }
      : null;
  return { dkim, dkimMissing: missing.length === 3 ? [] : missing, retryDelaysS: MAIL_RETRY_DELAYS_S, concurrency: 8, pollMs: 1_000 };
}

/**
 * What in the mail settings keeps the API from starting (one line per problem, naming the variable):
 * in every environment, DKIM variables set only in part or a key that is no private key; in
 * production also a missing `SMTP_URL` — production never writes mail into the development outbox,
 * where nobody would read it (issue 32).
 */
export function mailSettingsProblems(config: { nodeEnv: string; smtpUrl: string | null; mail: MailSettings }): string[] {
  const problems: string[] = [];
  if (config.nodeEnv === 'production' && !config.smtpUrl) {
    problems.push('SMTP_URL must be set to the mail server (smtp://user:password@host:587 or smtps://…:465): production does not write mail into the development outbox');
  }
  if (config.mail.dkimMissing.length > 0) {
    problems.push(`DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none (missing: ${config.mail.dkimMissing.join(', ')})`);
  }
  if (config.mail.dkim) {
    try {
      crypto.createPrivateKey(config.mail.dkim.privateKey);
    } catch {
      problems.push('DKIM_PRIVATE_KEY must be a PEM private key (-----BEGIN PRIVATE KEY----- …; newlines may be written as \\n)');
    }
  }
  return problems;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_LIMITS, PHOTO_SIZES } from '@amora/contracts/constants';
import { readS3Settings, type S3Settings } from '@amora/contracts/object-storage';
import { drainDelayFrom } from '@amora/contracts/ops';
import { type DatabaseSettings, readDatabaseSettings } from './db/database-config.js';
import { type MailSettings, readMailSettings } from './services/mail-config.js';
import { readSmsSettings, type SmsSettings, smsSettingsProblems } from './services/sms-config.js';
import { readRedisSettings, type RedisSettings } from './services/redis-config.js';
import { readSchedulerSettings, type SchedulerSettings } from './services/scheduler-config.js';
import { readRumSettings, type RumSettings } from './services/rum-config.js';

/** Absolute path of the monorepo root (two levels up from `api/src`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Authentication constants (spec §9 "auth cookie 30 days", §4 "Login can block the account for
 * some minutes after too many wrong attempts"; the spec does not give the numbers, these are ours
 * and are documented in api/README.md).
 */
export const AUTH = {
  /** Name of the HttpOnly session cookie. */
  sessionCookie: 'amora_session',
  /**
   * Name of the session cookie when the public URL is https (`PUBLIC_URL`): the `__Host-` prefix
   * makes browsers refuse it unless Secure, Path=/ and without Domain (no subdomain can set it).
   */
  secureSessionCookie: '__Host-amora_session',
  /** Absolute session lifetime and cookie Max-Age, in seconds (30 days, spec §9). */
  sessionMaxAgeSeconds: 30 * 24 * 60 * 60,
  /** Idle timeout: a session not used for this many seconds ends (7 days; issue 16). */
  sessionIdleSeconds: 7 * 24 * 60 * 60,
  /** `last_seen_at` is written at most this often per session, in seconds (one UPDATE per 5 minutes). */
  sessionTouchSeconds: 5 * 60,
  /** Random bytes in a session token (the cookie carries them base64url encoded). */
  sessionTokenBytes: 32,
  /**
   * Spec §4 lockout, per account **and source address** (issue 16): wrong passwords from one
   * address block that address on that account; the member logging in from elsewhere is not
   * locked out.
   */
  lockout: {
    /** Wrong passwords from one address that block it on the account... */
    maxFailures: 5,
    /** ...when they happen within this many minutes... */
    windowMinutes: 15,
    /** ...for this many minutes. */
    blockMinutes: 15,
  },
  /**
   * One address trying many accounts (credential stuffing): after this many wrong attempts on any
   * e-mails within the window, its logins answer 429 `too_many_attempts` until the window passes.
   */
  sourceThrottle: { maxFailures: 20, windowMinutes: 15 },
  /** Node `crypto.scrypt` parameters for password hashes (`scrypt$N$r$p$salt$hash`). */
  scrypt: { N: 16384, r: 8, p: 1, keyLength: 64, saltBytes: 16 },
} as const;

/** A profile counts as online when seen within this many minutes (besides the seeded `online` flag). */
export const ONLINE_WINDOW_MINUTES = 15;

/** How long resolved sites (settings per Host) are cached in memory, in milliseconds. */
export const SITE_CACHE_MS = 5_000;

/**
 * In-process read caches (src/services/cache.ts), in milliseconds: sessions (token hash → member)
 * and each member's chat list. Writes in this process invalidate at once; the TTL bounds the
 * staleness of what this process cannot see (writes of other API processes on the same
 * PostgreSQL until LISTEN/NOTIFY, docs/design.md §7; time-derived fields such as `online` and `age`).
 */
export const READ_CACHE = { sessionMs: 5_000, chatsMs: 5_000, maxEntries: 10_000 } as const;

/** `PUBLIC_URL` outside production when unset: the shell of `npm start` and the e2e platform. */
export const DEV_PUBLIC_URL = 'http://localhost:3000';

/** The development deploy token used when `AMORA_DEPLOY_TOKEN` is unset outside production. */
export const DEV_DEPLOY_TOKEN = 'dev-deploy-token';

/** The development webhook secret of the sandbox payment provider when `PAYMENT_WEBHOOK_SECRET` is unset outside production. */
export const DEV_WEBHOOK_SECRET = 'dev-webhook-secret';

/**
 * Payments (issue 11; api/README.md "Payments"): a webhook's signed timestamp may be this many
 * seconds away from the server's clock (5 minutes); a payment still pending after
 * `pendingExpirySeconds` is failed as `expired` when it is next read.
 */
export const PAYMENTS = { webhookToleranceSeconds: 300, pendingExpirySeconds: 24 * 3600 } as const;

/**
 * SEPA direct debit in the sandbox (issue 11, spec §8 "Direct debit: account blocked, limit
 * reached, code invalid"): at most `limitCents` debited per member in `limitDays` days (pending
 * mandates and completed debits count); the sandbox bank blocks the accounts of `blockedIbans`;
 * an SMS code has `codeDigits` digits, is valid `codeValidSeconds` and dies after `maxWrongCodes`.
 */
export const DIRECT_DEBIT = {
  limitCents: 15_000,
  limitDays: 30,
  blockedIbans: ['NL02ABNA0123456789'],
  codeDigits: 6,
  codeValidSeconds: 600,
  maxWrongCodes: 3,
} as const;

/** The development CLI key used when `AMORA_CLI_KEY` is unset outside production. */
export const DEV_CLI_KEY = 'dev-cli-key';

/**
 * The mail provider's webhook (issue 32 "Bounces and complaints"; services/mailgun-webhook.ts): a
 * delivery's signed timestamp may be this many seconds away from the server's clock (5 minutes).
 */
export const MAIL_WEBHOOK = { toleranceSeconds: 300 } as const;

/**
 * The operator console's accounts and sessions (issue 31): cookie names, and timeouts shorter
 * than members' (staff sessions carry more power). Passwords hash and lock out as members' (AUTH).
 */
export const OPERATOR_AUTH = {
  cookie: 'amora_operator',
  /** Used when PUBLIC_URL is https: Secure, no Domain, Path=/ (RFC 6265bis `__Host-`). */
  secureCookie: '__Host-amora_operator',
  /** Absolute lifetime of a session, in seconds (12 hours: one working day). */
  sessionMaxAgeSeconds: 12 * 60 * 60,
  /** A session not used for this many seconds ends (30 minutes). */
  sessionIdleSeconds: 30 * 60,
  /** Minutes to finish the second factor after the password; the half-signed-in session ends then. */
  mfaMinutes: 10,
  /** Recovery codes made at TOTP enrolment (each usable once). */
  recoveryCodes: 10,
  /** TOTP codes of the previous and next 30-second step are accepted (clock drift). */
  totpToleranceSeconds: 30,
} as const;

/**
 * Member rules of issue 4 (spec §1 "3 photos free, 25 premium", §6 "Swipe game: 4 likes per
 * day"; the byte and pixel bounds are ours and documented in api/README.md).
 */
export const MEMBER_RULES = {
  /** Photos a free member may upload; a premium member (paid_user) may upload premiumPhotos. */
  freePhotos: 3,
  premiumPhotos: 25,
  /** Largest accepted upload, in bytes (10 MB). */
  photoMaxBytes: BODY_LIMITS.imageBytes,
  /** Stored photos fit inside this square (pixels); thumbnails are thumbSize × thumbSize (cover). */
  photoMaxSide: PHOTO_SIZES.full,
  thumbSize: PHOTO_SIZES.thumb,
  /** Likes of the swipe game per local day (passes are unlimited). */
  swipeLikesPerDay: 4,
} as const;

export type NodeEnv = 'production' | 'development' | 'test';

/** Runtime configuration of the API, read from the environment by {@link loadConfig}. */
export interface Config {
  nodeEnv: NodeEnv;
  /** TCP port of the HTTP server (`PORT`, default 4000). */
  port: number;
  /** Listen address (`HOST`, default 127.0.0.1). */
  host: string;
  /**
   * Addresses whose `X-Forwarded-For`/`-Host`/`-Proto` are believed (fastify `trustProxy`): the
   * loopback (the shell's proxy on the same machine) plus `TRUST_PROXY` (comma-separated IPs or
   * CIDRs, e.g. the shell servers' subnet). The client address that rate limits and the login
   * throttle count (`request.ip`) comes from there; anyone else's forwarded headers are ignored.
   */
  trustProxy: string[];
  /**
   * The secret the shell's proxy sends in `X-Amora-Proxy-Secret` (`AMORA_PROXY_SECRET`, the same
   * value in the shell's environment): only with it is `X-Forwarded-For` believed (plugins/
   * client-address.ts). Null: no caller's is (`npm start` makes a random one for both processes;
   * production requires it).
   */
  proxySecret: string | null;
  /**
   * Multiplies every rate limit of plugins/rate-limits.ts (`AMORA_RATE_LIMIT_SCALE`, default 1;
   * 0 turns them off). The e2e platform and the bench raise it: they sign up and write from one
   * address far faster than people do.
   */
  rateLimitScale: number;
  /**
   * The site's public URL as members type it (`PUBLIC_URL`, e.g. https://amora.example; outside
   * production the shell of `npm start`, http://localhost:3000), or null. Mails sent outside a
   * request (notifications) take its scheme and port for their links, on the member's site.
   * When it is https the session cookie is always Secure and named `__Host-amora_session`, even
   * where a TLS-terminating proxy in front is not trusted and the request looks like http.
   */
  publicUrl: string | null;
  /**
   * `DATABASE_URL` (postgres://…) or null (unset or empty) for the embedded PGlite. A malformed one
   * is kept as given, so that it is refused (`database.problems`, openDatabase), never replaced by
   * PGlite (issue 33).
   */
  databaseUrl: string | null;
  /** `DATABASE_URL`, `DATABASE_POOL_MAX` (10), `DATABASE_STATEMENT_TIMEOUT_MS` (15000) and what is wrong with them (db/database-config.ts, issue 33). */
  database: DatabaseSettings;
  /** PGlite data directory (`AMORA_DATA_DIR`, default `<repo>/.data/pglite`). */
  dataDir: string;
  /** Root of the local CDN directory (`AMORA_CDN_DIR`, default `<repo>/.cdn`); media go to `<root>/media`. */
  cdnDir: string;
  /** Public origin of the CDN (`AMORA_CDN_URL`, default http://localhost:3100); cdn_prefix is `${cdnUrl}/media/`. */
  cdnUrl: string;
  /**
   * The S3-compatible bucket of media and releases (`S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`,
   * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`; issue 33
   * @amora/contracts/object-storage), or null when none is set: media then stay in `cdnDir`.
   */
  s3: S3Settings | null;
  /** Token required by `POST /api/remotes.php`; null means releases are refused (production without token). */
  deployToken: string | null;
  /**
   * The operator CLIs' key (`AMORA_CLI_KEY`; issue 31): `Authorization: Bearer <key>` on a direct
   * call (never one through the shell's proxy), audited as the actor `cli`. Null = the CLIs are
   * refused.
   */
  cliKey: string | null;
  /**
   * Mailgun's HTTP webhook signing key (`MAILGUN_WEBHOOK_SIGNING_KEY`; issue 32): it verifies the
   * bounce and complaint webhook `POST /api/mail-webhook.php?provider=mailgun`. Null (unset) =
   * that endpoint answers 404. Tests pass one in their config.
   */
  mailgunWebhookSigningKey: string | null;
  /**
   * Secret of the payment provider's webhook signatures (`PAYMENT_WEBHOOK_SECRET`); the
   * development default outside production, null (the API refuses to start) in production.
   */
  paymentWebhookSecret: string | null;
  /** Whether the sandbox provider's page may pay (`/api/sandbox-pay.php`): outside production, or `AMORA_SANDBOX_PAYMENTS=1`. */
  sandboxPayments: boolean;
  /**
   * The real payment providers' credentials (issue 32; services/payments/registry.ts), null each
   * when unset: `MOLLIE_API_KEY`, `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, and for tests the
   * API base URLs `MOLLIE_API_BASE` / `STRIPE_API_BASE` (null = the providers' own).
   */
  paymentCredentials: PaymentCredentials;
  /** Whether `GET /api/dev/outbox.php` answers (always outside production; `AMORA_DEV_OUTBOX=1` in production). */
  devOutbox: boolean;
  /** `SMTP_URL` or null for the outbox table. */
  smtpUrl: string | null;
  /** `MAIL_FROM` (e.g. `"Amora" <no-reply@amora.example>`) or null: `"<mail_name>" <no-reply@<site domain>>`. */
  mailFrom: string | null;
  /**
   * The mail pipeline (issue 32; services/mail-config.ts): DKIM signing (`DKIM_DOMAIN`,
   * `DKIM_SELECTOR`, `DKIM_PRIVATE_KEY`), the retry backoff, how many mails are sent at once.
   */
  mail: MailSettings;
  /** Number of generated profiles the seed creates (`AMORA_SEED_PROFILES`, default 3000). */
  seedProfiles: number;
  /** Number of distinct generated avatar images the seed renders and reuses (`AMORA_SEED_AVATARS`, default 400). */
  seedAvatars: number;
  /** Fastify logger on/off (`AMORA_LOG`, default on except in tests). */
  logger: boolean;
  /** The log's level (`AMORA_LOG_LEVEL`: fatal, error, warn, info, debug, trace); null = `info` in production, `warn` elsewhere (issue 33). */
  logLevel: string | null;
  /**
   * Test-only: origins (`http://127.0.0.1:PORT`) of push services that a test runs on the
   * loopback, which the push endpoint checks let through (services/push-endpoint.ts). Web push is
   * otherwise sent only over https to a browser vendor's push service on public addresses, so
   * the real sender could never be tested here. Never read from the environment: a server
   * process always has `[]`, so this cannot open the API's posts to internal addresses.
   */
  pushTestOrigins: readonly string[];
  /** The SMS provider of the direct-debit codes (`SMS_PROVIDER`, `TWILIO_*`; services/sms-config.ts, issue 32): the sandbox by default. */
  sms: SmsSettings;
  /**
   * `METRICS_TOKEN` (issue 33 "Observability"): when set, `GET /metrics` needs `Authorization:
   * Bearer <token>` (at least 32 characters in production); null (unset) = only a direct caller
   * on the loopback or a private network may read it (metricsAllowed of @amora/contracts/ops).
   */
  metricsToken: string | null;
  /**
   * How long a stopping process keeps answering after `/readyz` turned 503, before it closes its
   * listener, ms (`AMORA_DRAIN_DELAY_MS`, default 1000 in production and 0 elsewhere, at most 4000: with the mail worker's 4 s the stop ends within 10 s;
   * issue 33): a load balancer that reads `/readyz` stops sending, keep-alive clients get
   * `Connection: close` instead of a reset.
   */
  drainDelayMs: number;
  /**
   * `REDIS_URL` (issue 33 "Shared limits"; services/redis-config.ts): the Redis where every API
   * process counts the rate limits, or null (unset) for each process's own memory. A malformed
   * one is kept and refused at start (`redis.problems`).
   */
  redis: RedisSettings;
  /**
   * `AMORA_SCHEDULER`, `AMORA_SCHEDULER_LEASE_S` (issue 33 "One scheduler"; services/scheduler-config.ts):
   * whether this process may run the periodic jobs, and the lease that makes one process at a time do so.
   */
  scheduler: SchedulerSettings;
  /**
   * `AMORA_RUM_FLUSH_MS`, `AMORA_CANARY_CHECK_MS`, `AMORA_CANARY_MIN_PAGE_VIEWS` (issue 35;
   * services/rum-config.ts): how often the beacons' counts are written and the canaries judged,
   * and the judge's minimum page views for tests.
   */
  rum: RumSettings;
}

/** Credentials of the real payment providers (issue 32): each null when its variable is unset or blank. */
export interface PaymentCredentials {
  mollieApiKey: string | null;
  mollieApiBase: string | null;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripeApiBase: string | null;
}

/** A variable's trimmed value, or null when it is unset or blank. */
function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Reads the configuration from environment variables (see api/README.md "Configuration").
 * `overrides` wins over the environment (used by tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv: NodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const token = env.AMORA_DEPLOY_TOKEN && env.AMORA_DEPLOY_TOKEN.length > 0 ? env.AMORA_DEPLOY_TOKEN : null;
  const cdnUrl = (env.AMORA_CDN_URL ?? 'http://localhost:3100').replace(/\/+$/, '');
  const database = readDatabaseSettings(env);
  const config: Config = {
    nodeEnv,
    port: intFrom(env.PORT, 4000),
    host: env.HOST && env.HOST.length > 0 ? env.HOST : '127.0.0.1',
    rateLimitScale: env.AMORA_RATE_LIMIT_SCALE !== undefined && env.AMORA_RATE_LIMIT_SCALE.trim() !== '' ? Math.max(0, Number(env.AMORA_RATE_LIMIT_SCALE) || 0) : 1,
    publicUrl: env.PUBLIC_URL && /^https?:\/\//.test(env.PUBLIC_URL) ? env.PUBLIC_URL.replace(/\/+$/, '') : nodeEnv === 'production' ? null : DEV_PUBLIC_URL,
    proxySecret: env.AMORA_PROXY_SECRET && env.AMORA_PROXY_SECRET.length > 0 ? env.AMORA_PROXY_SECRET : null,
    trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1', ...(env.TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean)],
    databaseUrl: database.url,
    database,
    dataDir: env.AMORA_DATA_DIR ? path.resolve(env.AMORA_DATA_DIR) : path.join(REPO_ROOT, '.data', 'pglite'),
    cdnDir: env.AMORA_CDN_DIR ? path.resolve(env.AMORA_CDN_DIR) : path.join(REPO_ROOT, '.cdn'),
    cdnUrl,
    s3: readS3Settings(env),
    deployToken: token ?? (nodeEnv === 'production' ? null : DEV_DEPLOY_TOKEN),
    cliKey: env.AMORA_CLI_KEY && env.AMORA_CLI_KEY.length > 0 ? env.AMORA_CLI_KEY : nodeEnv === 'production' ? null : DEV_CLI_KEY,
    mailgunWebhookSigningKey: env.MAILGUN_WEBHOOK_SIGNING_KEY && env.MAILGUN_WEBHOOK_SIGNING_KEY.trim().length > 0 ? env.MAILGUN_WEBHOOK_SIGNING_KEY.trim() : null,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET && env.PAYMENT_WEBHOOK_SECRET.length > 0 ? env.PAYMENT_WEBHOOK_SECRET : nodeEnv === 'production' ? null : DEV_WEBHOOK_SECRET,
    sandboxPayments: nodeEnv !== 'production' || env.AMORA_SANDBOX_PAYMENTS === '1',
    paymentCredentials: {
      mollieApiKey: nonEmpty(env.MOLLIE_API_KEY),
      mollieApiBase: nonEmpty(env.MOLLIE_API_BASE),
      stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
      stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
      stripeApiBase: nonEmpty(env.STRIPE_API_BASE),
    },
    devOutbox: nodeEnv !== 'production' || env.AMORA_DEV_OUTBOX === '1',
    smtpUrl: env.SMTP_URL && env.SMTP_URL.length > 0 ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM && env.MAIL_FROM.trim().length > 0 ? env.MAIL_FROM.trim() : null,
    mail: readMailSettings(env),
    seedProfiles: Math.max(0, intFrom(env.AMORA_SEED_PROFILES, 3000)),
    seedAvatars: Math.max(2, intFrom(env.AMORA_SEED_AVATARS, 400)),
    logger: env.AMORA_LOG ? env.AMORA_LOG !== '0' : nodeEnv !== 'test',
    logLevel: nonEmpty(env.AMORA_LOG_LEVEL),
    pushTestOrigins: [],
    sms: readSmsSettings({ provider: env.SMS_PROVIDER, accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBase: env.TWILIO_API_BASE }),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    drainDelayMs: drainDelayFrom({ ...env, NODE_ENV: nodeEnv }),
    redis: readRedisSettings(env),
    scheduler: readSchedulerSettings(env),
    rum: readRumSettings(env),
  };
  return { ...config, ...overrides };
}

/** `settings.cdn_prefix` for a config: `${cdnUrl}/media/`. */
export function cdnPrefix(config: Config): string {
  return `${config.cdnUrl}/media/`;
}

/** Directory where media files (avatars…) are written: `<cdnDir>/media`. */
export function mediaDir(config: Config): string {
  return path.join(config.cdnDir, 'media');
}

/** The shortest token or secret production accepts, in characters (issue 29): `openssl rand -hex 16` gives 32. */
export const MIN_SECRET_LENGTH = 32;

/**
 * What keeps the API from starting in production (issue 16 "Production safety", issue 29): with
 * `NODE_ENV=production` a deploy token, CLI key, payment webhook or proxy secret that is missing,
 * equal to a development default (`dev-deploy-token`, …), which anyone who read this repository
 * knows, or shorter than {@link MIN_SECRET_LENGTH} characters; and a Mailgun webhook signing key
 * that is set but shorter (issue 32; unset it only turns the bounce webhook off), and so a `METRICS_TOKEN` (issue 33). Returns one line per problem,
 * naming the variable; empty when the configuration may start (always outside production).
 */
export function productionProblems(config: Config): string[] {
  if (config.nodeEnv !== 'production') return [];
  const secrets: [string, string | null, string, string][] = [
    ['AMORA_DEPLOY_TOKEN', config.deployToken, DEV_DEPLOY_TOKEN, 'a secret'],
    ['AMORA_CLI_KEY', config.cliKey, DEV_CLI_KEY, 'a secret'],
    ['PAYMENT_WEBHOOK_SECRET', config.paymentWebhookSecret, DEV_WEBHOOK_SECRET, "the payment provider's webhook secret"],
    ['AMORA_PROXY_SECRET', config.proxySecret, '', "the secret the shell's proxy sends (the same in the shell's environment)"],
  ];
  const problems = secrets.flatMap(([name, value, devDefault, what]) =>
    !value || value === devDefault || value.length < MIN_SECRET_LENGTH ? [`${name} must be set to ${what} of at least ${MIN_SECRET_LENGTH} characters (not the development default)`] : [],
  );
  // Optional (unset: no bounce webhook), but a short key would make its signatures guessable (issue 32).
  const mailgunKey = config.mailgunWebhookSigningKey;
  if (mailgunKey !== null && mailgunKey.length < MIN_SECRET_LENGTH) {
    problems.push(`MAILGUN_WEBHOOK_SIGNING_KEY must be set to Mailgun's HTTP webhook signing key of at least ${MIN_SECRET_LENGTH} characters, or left unset`);
  }
  // Optional (unset: /metrics only for private callers), but a short token would be guessable (issue 33).
  if (config.metricsToken !== null && config.metricsToken.length < MIN_SECRET_LENGTH) {
    problems.push(`METRICS_TOKEN must be a secret of at least ${MIN_SECRET_LENGTH} characters, or left unset (then only the loopback and private networks read /metrics)`);
  }
  // The SMS provider's settings (issue 32); whether a site needs one is checked at start with the database (sms-config.ts).
  problems.push(...smsSettingsProblems(config.sms));
  return problems;
}

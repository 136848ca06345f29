import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { mailSettingsProblems } from './services/mail-config.js';
import { directDebitSmsProblems } from './services/sms-config.js';
import { storageProblems } from './services/storage/index.js';
import { gracefulStop } from './services/shutdown.js';

/**
 * Starts the API — unless `NODE_ENV=production` lacks its real secrets (deploy token, CLI key, webhook secrets)
 * (config.productionProblems; exit code 1), or a site offers direct debit without an SMS provider
 * (sms-config.directDebitSmsProblems, after migrating): opens the database (DATABASE_URL or PGlite under AMORA_DATA_DIR), applies
 * pending migrations and listens on HOST:PORT (default 127.0.0.1:4000). Once it listens it joins
 * the scheduler (issue 33 "One scheduler", unless `AMORA_SCHEDULER=0`): of all API processes on the
 * database, the one holding the lease runs the periodic jobs — the hourly purge of accounts deleted
 * more than 14 days ago, reminders and digests, the live events' prune (services/periodic-jobs.ts) —
 * and another takes over within `AMORA_SCHEDULER_LEASE_S` × 4/3 when it dies. Every process
 * sends the mails and pushes of the queue (services/notification-queue.ts) unless `AMORA_NOTIFICATION_QUEUE=0`
 * (the account mails a process queues it always sends itself). The mail settings are checked first
 * (services/mail-config.ts mailSettingsProblems: production needs SMTP_URL; DKIM all three or none).
 * SIGINT/SIGTERM stop it gracefully within 10 s (services/shutdown.ts gracefulStop, issue 33): `/readyz`
 * answers 503 draining, open event streams are told to reconnect elsewhere, the requests in flight
 * finish, the queue's worker finishes or hands back its batch (no mail is marked failed by a
 * deploy), then the database closes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Any NODE_ENV (issue 33): S3_* half set or malformed never falls back to the local directory.
  const storage = storageProblems(config);
  if (storage.length > 0) throw new Error(`refusing to start: invalid object storage settings:\n  ${storage.join('\n  ')}`);
  // Any NODE_ENV (issue 33): a malformed DATABASE_URL is never replaced by the embedded PGlite.
  if (config.database.problems.length > 0) throw new Error(`refusing to start: invalid database settings:\n  ${config.database.problems.join('\n  ')}`);
  // Any NODE_ENV (issue 33): a malformed REDIS_URL never leaves each process counting its limits alone.
  const shared = [...config.redis.problems, ...config.scheduler.problems, ...config.rum.problems];
  if (shared.length > 0) throw new Error(`refusing to start: invalid Redis, scheduler or measurement settings:\n  ${shared.join('\n  ')}`);
  const problems = [...productionProblems(config), ...mailSettingsProblems(config)];
  if (problems.length > 0) throw new Error(`refusing to start in production:\n  ${problems.join('\n  ')}`);
  const db = await openDatabase({ url: config.databaseUrl });
  await migrate(db);
  // Checks that read the sites (issue 32: direct debit needs an SMS provider).
  const siteProblems = await directDebitSmsProblems(db, config);
  if (siteProblems.length > 0) {
    await db.destroy();
    throw new Error(`refusing to start in production:\n  ${siteProblems.join('\n  ')}`);
  }
  const app = await buildApp({ db, config });
  if (process.env.AMORA_NOTIFICATION_QUEUE !== '0') app.notificationWorker.start();
  // Issue 33: /readyz 503 at once, streams told to reconnect elsewhere, requests in flight and the
  // mail batch finished (the app's close hooks), then the database; exit within 10 s.
  // The scheduler's lease is released at once, so another process takes over at its next try.
  const shutdown = gracefulStop({ app, drainDelayMs: config.drainDelayMs, beforeClose: () => void app.scheduler.stop(), afterClose: () => db.destroy() });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Amora API listening on ${address} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`})`);
  // After listening, so the periodic jobs never delay start-up.
  if (config.scheduler.enabled) app.scheduler.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { sql } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { mailSettingsProblems } from './services/mail-config.js';
import { directDebitSmsProblems } from './services/sms-config.js';
import { PURGE, purgeDeletedAccounts } from './services/purge.js';

/**
 * Starts the API — unless `NODE_ENV=production` lacks its real secrets (deploy token, CLI key, webhook secrets)
 * (config.productionProblems; exit code 1), or a site offers direct debit without an SMS provider
 * (sms-config.directDebitSmsProblems, after migrating): opens the database (DATABASE_URL or PGlite under AMORA_DATA_DIR), applies
 * pending migrations and listens on HOST:PORT (default 127.0.0.1:4000). Erases accounts deleted
 * more than 14 days ago once it listens and every hour (services/purge.ts; the timer is unref'd), refreshing PGlite's planner statistics with it, and
 * sends the mails and pushes of the queue (services/notification-queue.ts) unless `AMORA_NOTIFICATION_QUEUE=0`
 * (the account mails a process queues it always sends itself). The mail settings are checked first
 * (services/mail-config.ts mailSettingsProblems: production needs SMTP_URL; DKIM all three or none).
 * SIGINT/SIGTERM close the server (the queue's worker finishes or hands back its batch: no mail is
 * marked failed by a deploy) and the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
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
  const purge = async () => {
    try {
      const { accounts } = await purgeDeletedAccounts(db, config);
      if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
      // The embedded PGlite has no autovacuum: without fresh statistics its planner sorts whole
      // tables where an index would serve (the operator queues read 20 of 10,000 rows in 30 ms
      // with them, 700 ms without). PostgreSQL's autovacuum does this on its own.
      if (!config.databaseUrl) await sql`analyze`.execute(db);
    } catch (error) {
      app.log.error({ err: error }, 'hourly maintenance (purge, analyze) failed');
    }
  };
  const purgeTimer = setInterval(() => void purge(), PURGE.intervalMs);
  purgeTimer.unref();
  if (process.env.AMORA_NOTIFICATION_QUEUE !== '0') app.notificationWorker.start();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    // The app's close hook stops the queue's worker gracefully (plugins/mail.ts).
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Amora API listening on ${address} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`})`);
  // After listening, so the purge never delays start-up.
  void purge();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

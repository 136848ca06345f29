import { sql } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { createNotificationWorker } from './services/notification-worker.js';
import { siteOrigin } from './services/site-origin.js';
import { PURGE, purgeDeletedAccounts } from './services/purge.js';

/**
 * Starts the API — unless `NODE_ENV=production` lacks its real secrets (deploy token, CLI key, webhook secrets)
 * (config.productionProblems; exit code 1): opens the database (DATABASE_URL or PGlite under AMORA_DATA_DIR), applies
 * pending migrations and listens on HOST:PORT (default 127.0.0.1:4000). Erases accounts deleted
 * more than 14 days ago once it listens and every hour (services/purge.ts; the timer is unref'd), refreshing PGlite's planner statistics with it, and
 * sends the notification mails of the queue (services/notification-queue.ts) unless `AMORA_NOTIFICATION_QUEUE=0`.
 * SIGINT/SIGTERM close the server and the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`refusing to start in production:\n  ${problems.join('\n  ')}`);
  const db = await openDatabase({ url: config.databaseUrl });
  await migrate(db);
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
  const notificationWorker = createNotificationWorker({
    db,
    mailer: app.mailer,
    resolveSite: (domain) => app.repos.sites.resolve(domain),
    origin: (site) => siteOrigin(config.publicUrl, site),
    isOnline: (userId) => app.live.isOnline(userId),
    log: app.log,
  });
  if (process.env.AMORA_NOTIFICATION_QUEUE !== '0') notificationWorker.start();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    notificationWorker.stop();
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

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';

/**
 * Starts the API: opens the database (DATABASE_URL or PGlite under AMORA_DATA_DIR), applies
 * pending migrations and listens on HOST:PORT (default 127.0.0.1:4000). SIGINT/SIGTERM close
 * the server and the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl });
  await migrate(db);
  const app = await buildApp({ db, config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Amora API listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

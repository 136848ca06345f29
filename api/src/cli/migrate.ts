/**
 * `npx tsx api/src/cli/migrate.ts` — applies pending migrations to DATABASE_URL or the PGlite
 * data dir (AMORA_DATA_DIR, default <repo>/.data/pglite). Exit code 1 on failure.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';

const config = loadConfig();
const started = Date.now();
const db = await openDatabase({ url: config.databaseUrl });
try {
  const ran = await migrate(db);
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  console.log(ran.length > 0 ? `migrated ${where}: ${ran.join(', ')} (${Date.now() - started} ms)` : `${where} is up to date`);
} catch (error) {
  console.error('migration failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

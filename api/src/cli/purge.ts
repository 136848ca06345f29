/**
 * `npm run purge -w api` (`tsx src/cli/purge.ts`) — erases the accounts deleted more than 14 days
 * ago (src/services/purge.ts) in DATABASE_URL or the PGlite data dir, once, and prints how many.
 * The API also runs the purge at start and every hour. On the embedded PGlite it refuses while the
 * API is running (that process owns the data dir; its own hourly purge covers it). Exit code 1 on failure.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { pendingDeletions, purgeDeletedAccounts } from '../services/purge.js';

const config = loadConfig();
if (!config.databaseUrl) {
  const running = await fetch(`http://${config.host}:${config.port}/api/settings.php`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error('purge: the API is running on the embedded database and purges every hour itself; stop it to purge by hand');
    process.exit(1);
  }
}
const db = await openDatabase({ url: config.databaseUrl });
try {
  await migrate(db);
  const result = await purgeDeletedAccounts(db, config);
  const waiting = await pendingDeletions(db);
  console.log(`purged ${result.accounts} deleted account(s); ${waiting} deleted account(s) still inside the 14-day reactivation window`);
} catch (error) {
  console.error('purge failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

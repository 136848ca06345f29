/**
 * `npm run reports -w api [-- <profile id>]` — the operator's view of members' reports of profiles
 * (spec §2 report action), directly on the database (DATABASE_URL or the PGlite data dir): the
 * newest 200, or those about one profile, one line each (id, time, reported and reporting member,
 * reason, message). The same as `GET /api/reports.php` with the operator token. Exit code 1 on a
 * bad argument.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { createReportsRepository } from '../repositories/reports.js';

const arg = process.argv[2];
if (arg !== undefined && !/^\d+$/.test(arg)) {
  console.error('usage: npm run reports -w api [-- <profile id>]');
  process.exit(1);
}
const db = await openDatabase({ url: loadConfig().databaseUrl });
try {
  await migrate(db);
  const reports = await createReportsRepository(db).list(200, arg === undefined ? undefined : Number(arg));
  if (reports.length === 0) console.log('no reports');
  for (const r of reports) {
    const message = r.message ? `  “${r.message.replace(/\s+/g, ' ')}”` : '';
    console.log(`${String(r.id).padStart(6)}  ${r.created_at}  ${r.reported_name} (${r.reported_profile_id}) reported by ${r.reporter_name} (${r.reporter_profile_id}): ${r.reason}${message}`);
  }
} catch (error) {
  console.error('reports failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

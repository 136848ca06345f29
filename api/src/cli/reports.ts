/**
 * `npm run reports -w api [-- <profile id>]` — the operator's view of members' reports of profiles
 * (spec §2 report action), through the running API (`GET /api/reports.php`; see
 * operator-client.ts): the newest 200, or those about one profile, one line each (id, time,
 * reported and reporting member, reason, message). Exit code 1 on a bad argument or an unreachable API.
 */
import type { ReportEntry } from '../repositories/reports.js';
import { operatorCall } from './operator-client.js';

const arg = process.argv[2];
if (arg !== undefined && !/^\d+$/.test(arg)) {
  console.error('usage: npm run reports -w api [-- <profile id>]');
  process.exit(1);
}
try {
  const { reports } = await operatorCall<{ reports: ReportEntry[] }>('GET', `/api/reports.php${arg === undefined ? '' : `?profile=${arg}`}`);
  if (reports.length === 0) console.log('no reports');
  for (const r of reports) {
    const message = r.message ? `  “${r.message.replace(/\s+/g, ' ')}”` : '';
    console.log(`${String(r.id).padStart(6)}  ${r.created_at}  ${r.reported_name} (${r.reported_profile_id}) reported by ${r.reporter_name} (${r.reporter_profile_id}): ${r.reason}${message}`);
  }
} catch (error) {
  console.error(`reports: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

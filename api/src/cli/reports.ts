/**
 * `npm run reports -w api [-- --limit N]` — the operators' reports queue (issue 31) from a shell,
 * through the running API (`GET /api/operator/reports.php` with the CLI key; see
 * operator-client.ts): the open reports, oldest first (at most N, default 20, max 50), one line
 * each (id, time, reported member and his state, reporting member, reason, message, other open
 * reports about him), then the total. Acting on one is the console's (`/operator/reports`).
 * Exit code 1 on a bad argument or an unreachable API.
 */
import type { OperatorReportsResponse } from '@amora/contracts';
import { operatorCall } from './operator-client.js';

const [flag, value] = process.argv.slice(2);
if ((flag !== undefined && flag !== '--limit') || (flag === '--limit' && !/^\d{1,2}$/.test(value ?? ''))) {
  console.error('usage: npm run reports -w api [-- --limit N]');
  process.exit(1);
}
try {
  const { reports, total } = await operatorCall<OperatorReportsResponse>('GET', `/api/operator/reports.php${value ? `?limit=${value}` : ''}`);
  for (const r of reports) {
    const message = r.message ? `  “${r.message.replace(/\s+/g, ' ')}”` : '';
    const others = r.other_open_reports > 0 ? ` (+${r.other_open_reports} more about them)` : '';
    console.log(
      `${String(r.id).padStart(6)}  ${r.created_at}  ${r.reported.name} (profile ${r.reported.profile_id}, ${r.reported.status}) reported by ${r.reporter.name} (profile ${r.reporter.profile_id}): ${r.reason}${message}${others}`,
    );
  }
  console.log(total === 0 ? 'no open reports' : `${total} open report${total === 1 ? '' : 's'}`);
} catch (error) {
  console.error(`reports: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

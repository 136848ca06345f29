// The API suite on a real database (DESIGN.md §3): always on embedded PGlite, and a second time on
// PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/config.mjs';

const { DATABASE_URL, ...withoutUrl } = process.env;
const runs = [['PGlite', withoutUrl]];
if (DATABASE_URL) runs.push(['PostgreSQL', { ...process.env }]);
for (const [label, env] of runs) {
  console.log(`\n=== API suite on ${label} ===`);
  const result = spawnSync('npm', ['test', '-w', 'api'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

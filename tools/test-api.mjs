// The API suite on a real database (docs/design.md §3): always on embedded PGlite, and a second time on
// PostgreSQL when DATABASE_URL is set. The two runs go side by side (each with its own files
// directory); each run's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';

const { DATABASE_URL, ...withoutUrl } = process.env;
const runs = [['PGlite', withoutUrl]];
if (DATABASE_URL) runs.push(['PostgreSQL', { ...process.env }]);

/** Runs `npm test -w api` with `env`; resolves with its exit code and everything it printed. */
function suite(label, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cdnDir = path.join(os.tmpdir(), `amora-test-cdn-${label.toLowerCase()}`);
    const child = spawn('npm', ['test', '-w', 'api'], { cwd: ROOT, env: { ...env, AMORA_TEST_CDN_DIR: cdnDir } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== API suite on ${label} (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

console.log(`API suite on ${runs.map(([label]) => label).join(' and ')}…`);
const codes = await Promise.all(runs.map(([label, env]) => suite(label, env)));
process.exit(codes.find((code) => code !== 0) ?? 0);

// Runs one of our Node scripts as a child process for a test (the release, backup and restore
// tools are tested as an operator runs them, on real servers started in the test's process).
import { spawn } from 'node:child_process';
import { ROOT } from './config.mjs';

/**
 * Runs `node <args…>` in `cwd` (default the repository root) with `env`; never rejects.
 * @param {string[]} args the script (relative to `cwd`) and its arguments
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number | null, output: string }>} the exit code and stdout + stderr as they came
 */
export function runNode(args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

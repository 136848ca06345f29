// `npm run start:prod [-- api cdn shell]` (issue 33 "Production start"): runs what `npm run build`
// compiled — the API (api/dist/server.js), the CDN (tools/cdn-server.mjs) and the shell's HTML server
// (shell/dist-server/main.js) — with plain `node` (no tsx, no TypeScript loader) and
// NODE_ENV=production, configured by the environment alone. Naming roles runs only those (one role
// per host: `npm run start:prod -- api`). Nothing is built, migrated beyond what the API does at
// start, seeded or released here. Each process checks its own settings and refuses to start
// without its secrets (exit 1, one line per variable); this one then stops the others and exits 1.
// SIGTERM/SIGINT are passed on: each process drains and exits within 10 s, then this one.
//
// Ports as `npm start`: the shell on PORT (3000), the CDN on CDN_PORT (3100), the API on API_PORT
// (4000; given to it as its PORT). The shell reaches the API at API_URL (default
// http://127.0.0.1:API_PORT).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/config.mjs';

/** The compiled entry of each role, as `npm run build` writes it. */
export const ENTRIES = {
  api: path.join(ROOT, 'api', 'dist', 'server.js'),
  cdn: path.join(ROOT, 'tools', 'cdn-server.mjs'),
  shell: path.join(ROOT, 'shell', 'dist-server', 'main.js'),
};
/** The roles in start order (the shell's first pages read the API and the CDN). */
export const ROLES = ['api', 'cdn', 'shell'];

/** A port variable of `env` (digits only), else `fallback`. @throws Error naming the variable when it is set to anything else */
function portOf(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65_535) throw new Error(`${name} must be a port number (0–65535), not "${value}"`);
  return Number(value);
}

/**
 * What keeps `roles` from starting: a compiled entry that is missing (`npm run build` not run), or
 * the shell's browser build missing (`shell/dist/entry-assets.json`, or `SHELL_DIST`'s). One line each.
 */
export function missingBuilds(roles, entries = ENTRIES, env = process.env) {
  const problems = roles.filter((role) => !existsSync(entries[role])).map((role) => `${path.relative(ROOT, entries[role])} is missing: run \`npm run build\` first`);
  const shellDist = env.SHELL_DIST || path.join(ROOT, 'shell', 'dist');
  if (roles.includes('shell') && !existsSync(path.join(shellDist, 'entry-assets.json'))) problems.push(`${path.join(shellDist, 'entry-assets.json')} is missing: run \`npm run build\` first`);
  return problems;
}

/**
 * Starts `roles` as child processes of plain `node` (with `--enable-source-maps`: stack traces name
 * the TypeScript lines) and NODE_ENV=production (or `nodeEnv`).
 * @param {object} options
 * @param {string[]} [options.roles] any of {@link ROLES} (default all, in that order)
 * @param {Record<string,string>} [options.entries] the compiled entries (default {@link ENTRIES}; tests build elsewhere)
 * @param {NodeJS.ProcessEnv} [options.env] the environment (default `process.env`)
 * @param {'inherit'|'pipe'} [options.stdio] the children's output (default inherit)
 * @param {string} [options.nodeEnv] the children's NODE_ENV (default `production`; the local cluster's
 *   e2e run, tools/start-cluster.mjs, runs the same build with `test`: dev outbox, scaled limits; issue 33)
 * @returns {{ children: Map<string, import('node:child_process').ChildProcess>, urls: Record<string,string>, exited: Promise<{role: string, code: number|null, signal: string|null}>, stop: () => Promise<void> }}
 *   `urls`: the local address of each role; `exited`: the first child to end; `stop`: SIGTERM to every child, resolved when all have ended
 * @throws Error when a port variable is malformed
 */
/**
 * Node's flags per role, besides `--enable-source-maps`. The API allocates fast under load (a
 * request's parsing, rows, answers; the frames of 10,000 open streams) and the default young
 * generation of 16 MB semi-spaces filled many times a second: with 32 MB ones the streams bench's
 * 200 chat sends at once cost it 0.86–0.92 instead of 1.3–1.6 ms of CPU a send (api/README.md
 * "A million members"), for up to ≈ 50 MB more memory at peak. tools/bench-streams.mjs runs the
 * API with the same flags.
 */
export const NODE_FLAGS = { api: ['--max-semi-space-size=32'], cdn: [], shell: [] };

export function startProduction({ roles = ROLES, entries = ENTRIES, env = process.env, stdio = 'inherit', nodeEnv = 'production' } = {}) {
  const ports = { shell: portOf(env, 'PORT', 3000), cdn: portOf(env, 'CDN_PORT', 3100), api: portOf(env, 'API_PORT', 4000) };
  const urls = { api: `http://127.0.0.1:${ports.api}`, cdn: `http://127.0.0.1:${ports.cdn}`, shell: `http://127.0.0.1:${ports.shell}` };
  const own = { api: { PORT: String(ports.api) }, cdn: { CDN_PORT: String(ports.cdn) }, shell: { PORT: String(ports.shell), API_URL: env.API_URL || urls.api } };
  const children = new Map();
  let reportExit;
  const exited = new Promise((resolve) => {
    reportExit = resolve;
  });
  for (const role of ROLES.filter((r) => roles.includes(r))) {
    const child = spawn(process.execPath, ['--enable-source-maps', ...NODE_FLAGS[role], entries[role]], { cwd: ROOT, stdio: ['ignore', stdio, stdio], env: { ...env, ...own[role], NODE_ENV: nodeEnv } });
    child.once('exit', (code, signal) => reportExit({ role, code, signal }));
    children.set(role, child);
  }
  const stop = async () => {
    const running = [...children.values()].filter((child) => child.exitCode === null && child.signalCode === null);
    await Promise.all(running.map((child) => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    })));
  };
  return { children, urls, exited, stop };
}

/** Resolves when `url` answers 200, polling every 100 ms; rejects when `gone` settles first or after `timeoutMs`. */
export async function waitUntilUp(url, gone, timeoutMs = 120_000) {
  let over = false;
  gone.then(() => {
    over = true;
  });
  const until = Date.now() + timeoutMs;
  while (!over && Date.now() < until) {
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(over ? `a process ended before ${url} answered` : `${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  const roles = process.argv.slice(2);
  const unknown = roles.filter((r) => !ROLES.includes(r));
  if (unknown.length > 0) throw new Error(`unknown role ${unknown.join(', ')}; roles: ${ROLES.join(', ')}`);
  const chosen = roles.length > 0 ? roles : ROLES;
  const missing = missingBuilds(chosen);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  const started = startProduction({ roles: chosen });
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    started.stop().then(() => process.exit(code));
  };
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  started.exited.then(({ role, code, signal }) => {
    if (stopping) return;
    console.error(`${role} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stopAll(code || 1);
  });
  try {
    for (const role of chosen) await waitUntilUp(`${started.urls[role]}/healthz`, started.exited);
  } catch (error) {
    // A process that ended has been reported above and the others are stopping; else a timeout.
    if (!stopping) {
      console.error(`start:prod: ${error.message}`);
      stopAll(1);
    }
    return;
  }
  console.log(`Amora (production) running: ${chosen.map((role) => `${role} ${started.urls[role]}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`start:prod: ${error.message}`);
    process.exit(1);
  });
}

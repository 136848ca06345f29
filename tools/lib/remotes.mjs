// Build, publish and activate remotes: the runtime registry of DESIGN.md §2 lives in the API's database.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API_URL, CDN_DIR, CDN_URL, DEPLOY_TOKEN, REMOTES, ROOT, requireDeployToken } from './config.mjs';

/** Runs a command, inheriting output; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds one app (`shell` or a remote folder) with its own webpack config, alone. */
export function buildApp(folder, mode = 'production') {
  return run(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', path.join(ROOT, folder, 'webpack.config.js'), '--mode', mode]);
}

/** The immutable version of a built remote: package version + a hash of every file of its build. */
export function builtVersion(name) {
  const dist = path.join(ROOT, REMOTES[name], 'dist');
  const pkg = JSON.parse(readFileSync(path.join(ROOT, REMOTES[name], 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const file of readdirSync(dist).sort()) {
    if (file === 'mf-stats.json') continue;
    hash.update(file);
    hash.update(readFileSync(path.join(dist, file)));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

/** Copies a remote's build into the CDN folder `{name}/{version}/` (never overwrites a version) and returns its manifest URL. */
export function publish(name) {
  const dist = path.join(ROOT, REMOTES[name], 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${REMOTES[name]} is not built`);
  const version = builtVersion(name);
  const target = path.join(CDN_DIR, name, version);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  return { version, manifest_url: `${CDN_URL}/${name}/${version}/mf-manifest.json` };
}

async function registry(pathAndQuery, init = {}) {
  // Writes (activate, rollback) need the real token in production; reading the registry does not.
  if (init.method && init.method !== 'GET') requireDeployToken();
  const response = await fetch(`${API_URL}/api/remotes.php${pathAndQuery}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(DEPLOY_TOKEN ? { authorization: `Bearer ${DEPLOY_TOKEN}` } : {}), ...init.headers },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`registry answered ${response.status}: ${body.message ?? body.error ?? ''}`);
  return body;
}

/** Registers a published version and makes it the active one (needs the deploy token). */
export function activate(name, version, manifest_url) {
  return registry('', { method: 'POST', body: JSON.stringify({ name, version, manifest_url }) });
}

/** Re-activates the version that was active before the current one. */
export function rollback(name) {
  return registry('?action=rollback', { method: 'POST', body: JSON.stringify({ name }) });
}

/** Active version per remote, or the history of one remote. */
export async function list(name) {
  return (await registry(name ? `?name=${name}` : '')).remotes;
}

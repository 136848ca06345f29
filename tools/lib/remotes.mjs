// Build, publish and activate remotes: the runtime registry of docs/design.md §2 lives in the API's database.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bucketFromEnv, IMMUTABLE, uploadHeaders } from './bucket.mjs';
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

/** The immutable version of a built remote: package version + a hash of every file of its build (`dist`, default `<remote>/dist`). */
export function builtVersion(name, dist = path.join(ROOT, REMOTES[name], 'dist')) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, REMOTES[name], 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const file of readdirSync(dist).sort()) {
    if (file === 'mf-stats.json') continue;
    hash.update(file);
    hash.update(readFileSync(path.join(dist, file)));
  }
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/**
 * Uploads a remote's build to the bucket as `{name}/{version}/…` (issue 33): each file with its
 * content type and immutable Cache-Control, `.br`/`.gz` siblings with their original's type and
 * `Content-Encoding`; `mf-manifest.json` last, so a version whose manifest is there is complete.
 * A version already uploaded is left as it is (never overwritten).
 */
async function upload(bucket, name, version, dist) {
  const prefix = `${name}/${version}/`;
  if (await bucket.exists(`${prefix}mf-manifest.json`)) return;
  const queue = filesUnder(dist).filter((file) => file !== 'mf-manifest.json');
  // A few uploads at a time: a build has ≈ 100 files.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const { contentType, contentEncoding } = uploadHeaders(file);
        await bucket.put(`${prefix}${file}`, readFileSync(path.join(dist, file)), { contentType, contentEncoding, cacheControl: IMMUTABLE });
      }
    }),
  );
  await bucket.put(`${prefix}mf-manifest.json`, readFileSync(path.join(dist, 'mf-manifest.json')), { ...uploadHeaders('mf-manifest.json'), cacheControl: IMMUTABLE });
}

/**
 * Publishes a remote's build as `{name}/{version}/` (never overwrites a version) and resolves with
 * its manifest URL: copied into the CDN folder, or with S3_* set uploaded to the bucket (issue 33;
 * the CDN server reads it from there). `dist` is the build folder (default `<remote>/dist`);
 * `bucket` the bucket (default: the environment's, tools/lib/bucket.mjs).
 */
export async function publish(name, { dist = path.join(ROOT, REMOTES[name], 'dist'), bucket = bucketFromEnv() } = {}) {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${REMOTES[name]} is not built`);
  const version = builtVersion(name, dist);
  if (bucket) await upload(bucket, name, version, dist);
  else {
    const target = path.join(CDN_DIR, name, version);
    if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  }
  return { version, manifest_url: `${CDN_URL}/${name}/${version}/mf-manifest.json` };
}

/**
 * An already published version on the CDN (`npm run release -- mf-landers --version …`): in the
 * CDN folder, or in the bucket with S3_* set. @throws Error when it is not there
 */
export async function published(name, version, { bucket = bucketFromEnv() } = {}) {
  const there = bucket ? await bucket.exists(`${name}/${version}/mf-manifest.json`) : existsSync(path.join(CDN_DIR, name, version, 'mf-manifest.json'));
  if (!there) throw new Error(`${name}@${version} is not published in ${bucket ? `the bucket ${bucket.name}` : CDN_DIR}`);
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

/**
 * Registers a published version and activates it (needs the deploy token): for every site, or
 * `site` (a domain) only; for all its visitors (`percent` 100) or as a canary for 1–99 % (issue 14).
 */
export function activate(name, version, manifest_url, { site = '', percent = 100, autoPromote } = {}) {
  // A canary may promote itself once it held (issue 35): `autoPromote` = {minutes, pageViews}.
  const auto = autoPromote ? { auto_promote_after_minutes: autoPromote.minutes, auto_promote_min_views: autoPromote.pageViews } : {};
  return registry('', { method: 'POST', body: JSON.stringify({ name, version, manifest_url, site, percent, ...auto }) });
}

/**
 * The canaries of `name` beside the versions they would replace, measured in members' browsers, and
 * the judge's latest decisions (issue 35; `{comparisons, decisions}`, contracts/src/calls/canary.ts).
 */
export function compare(name) {
  return registry(`?view=compare&name=${name}`);
}

/** The canary of `site` ('' = every site) goes to all its visitors. */
export function promote(name, site = '') {
  return registry('?action=promote', { method: 'POST', body: JSON.stringify({ name, site }) });
}

/** Ends the split of `site`; without one, steps back (the site's own version, or the previously active one). */
export function rollback(name, site = '') {
  return registry('?action=rollback', { method: 'POST', body: JSON.stringify({ name, site }) });
}

/** The history of one remote, newest first; without a name, the version of each remote that every site runs. */
export async function list(name) {
  return (await registry(name ? `?name=${name}` : '')).remotes;
}

/** Every split and per-site version of every remote (issue 14). */
export async function activations() {
  return (await registry('?view=activations')).activations;
}

// `npm run start:cluster [-- --fresh] [--build]` (issue 33 "A multi-node topology on this machine"):
// the production build on several processes, as several machines would run it, with one command:
//
//   browser ──► nginx :3400 ──► shell A :3401 ──► nginx :4411 ──► API A :4401 ─┐   (API B while A is down)
//       │                  └──► shell B :3402 ──► nginx :4412 ──► API B :4402 ─┤   (API A while B is down)
//       └──► CDN :3410 ◄── bucket (local S3, s3rver :3420) ◄── photos, releases ┤
//                                        Redis :6390 (rate limits) ◄────────────┤
//                                        PostgreSQL (database amora_cluster) ◄──┘
//
// The API, shell and CDN run from what `npm run build` compiled, with plain `node` (tools/start-prod.mjs
// `startProduction`, one process each), under NODE_ENV of the environment (default development; the
// cluster's e2e run uses test). Both APIs share the database, Redis and the bucket, and compete for
// the one scheduler's lease. What is missing is built first, and the API and the shell server
// again when their sources are newer than their build (`--build`: whatever the times say), the
// database migrated and seeded (`node api/dist/cli/seed.js`),
// the built remotes released into the bucket (tools/cluster/publish-remotes.mjs). `--fresh` starts
// from nothing: the database dropped and made anew, the bucket emptied. Ctrl-C / SIGTERM stops
// everything, each process draining first. Ports, the database and the data folder: tools/cluster/config.cjs
// (CLUSTER_* variables). A control endpoint on the loopback (tools/cluster/control.mjs) stops, kills
// and restarts single processes for tests. `--print-env` prints the environment that points the
// repository's tools (release, backup, restore, operator CLIs) at the cluster, and exits.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi } from './build-api.mjs';
import { clusterSettings, PORT_VARIABLES, s3Env, toolEnv } from './cluster/config.cjs';
import { refused, startControl } from './cluster/control.mjs';
import { startNginx, writeNginxConfig } from './cluster/nginx.mjs';
import { assertPortsFree, ensureDatabase, labelOutput, recreateDatabase, startRedis, startS3, stopChild, waitForPort } from './cluster/services.mjs';
import { bucketFromEnv } from './lib/bucket.mjs';
import { REMOTES, ROOT } from './lib/config.mjs';
import { buildApp, run } from './lib/remotes.mjs';
import { ENTRIES, missingBuilds, startProduction, waitUntilUp } from './start-prod.mjs';

const t0 = Date.now();
/** One line of the start script's own, with the seconds since it started. */
const log = (message) => console.log(`[cluster ${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}`);
/** The variables a child must not inherit from this shell: each process gets its own. */
const OWN_VARIABLES = ['PORT', 'API_PORT', 'CDN_PORT', 'API_URL', 'HOST', 'TRUST_PROXY', 'AMORA_API_URL'];

/** The newest modification time (ms) of a file under `dirs` (relative to the repository), 0 when there is none. */
function newestUnder(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  return newest;
}

/** Whether `entry` is missing, or older than a source file under `sources` (a build of older code). */
const outdated = (entry, sources) => !existsSync(entry) || statSync(entry).mtimeMs < newestUnder(sources);

/**
 * Builds what the cluster runs and is missing or older than its sources (the API and the shell
 * server: seconds each), as `npm start` builds what is missing: the API (tools/build-api.mjs), the
 * shell's browser build and server bundle, every remote. `rebuild` builds the API and the shell
 * server whatever is there.
 */
async function ensureBuilds(rebuild) {
  if (rebuild || outdated(ENTRIES.api, ['api/src', 'contracts/src'])) {
    log('building the API (api/dist)');
    await buildApi();
  }
  const remotes = Object.values(REMOTES).filter((folder) => !existsSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json')));
  const browser = existsSync(path.join(ROOT, 'shell', 'dist', 'entry-assets.json')) ? [] : ['shell'];
  // Two at a time: this machine class has two cores.
  const queue = [...browser, ...remotes];
  if (queue.length > 0) log(`building ${queue.join(', ')}`);
  await Promise.all([0, 1].map(async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) await buildApp(folder);
  }));
  if (rebuild || outdated(ENTRIES.shell, ['shell/server', 'shell/src', 'shared/src', 'contracts/src'])) {
    log('building the shell server (shell/dist-server)');
    await run(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', path.join(ROOT, 'shell', 'webpack.server.js'), '--mode', 'production'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const missing = missingBuilds(['api', 'cdn', 'shell']);
  if (missing.length > 0) throw new Error(missing.join('\n'));
}

async function main() {
  const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, build: { type: 'boolean', default: false }, 'print-env': { type: 'boolean', default: false } }, strict: true });
  const settings = clusterSettings();
  if (values['print-env']) {
    for (const [name, value] of Object.entries(toolEnv(settings))) console.log(`${name}=${value}`);
    return;
  }
  const { ports, urls } = settings;
  const nodeEnv = process.env.NODE_ENV || 'development';
  // The shells prove themselves to the APIs with this secret (issue 29): given, or new for this run.
  const proxySecret = process.env.AMORA_PROXY_SECRET || randomBytes(24).toString('base64url');
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_VARIABLES.includes(name)));
  /** What every API, shell and CDN process shares: the database, Redis, the bucket, the public addresses. */
  const common = { ...inherited, DATABASE_URL: settings.databaseUrl, REDIS_URL: settings.redisUrl, ...s3Env(settings), AMORA_CDN_URL: urls.cdn, PUBLIC_URL: urls.public, AMORA_PROXY_SECRET: proxySecret };

  const services = new Map();
  const processes = new Map();
  let stopping = false;
  let control = null;

  /** Stops everything, the site's doors first: shells and nginx, then APIs and CDN, then the store and Redis. */
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    control?.close();
    control?.closeAllConnections();
    const stopApp = (names) => Promise.all(names.map((name) => stopChild(processes.get(name)?.child)));
    await stopApp(['shell-a', 'shell-b']);
    await stopChild(services.get('nginx'));
    await stopApp(['api-a', 'api-b', 'cdn']);
    await Promise.all(['s3', 'redis'].map((name) => stopChild(services.get(name))));
    log('stopped');
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  /** A service child (Redis, the store, nginx) that ends on its own takes the cluster down: nothing works without it. */
  const service = (name, child) => {
    services.set(name, child);
    labelOutput(child, name);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[cluster] ${name} ended (${signal ?? `exit code ${code}`}); stopping the cluster`);
      void shutdown(1);
    });
    return child;
  };

  const roleEnv = {
    'api-a': { role: 'api', port: ports.apiA, url: urls.apiA, env: { API_PORT: String(ports.apiA), HOST: '127.0.0.1' } },
    'api-b': { role: 'api', port: ports.apiB, url: urls.apiB, env: { API_PORT: String(ports.apiB), HOST: '127.0.0.1' } },
    cdn: { role: 'cdn', port: ports.cdn, url: `http://127.0.0.1:${ports.cdn}`, env: { CDN_PORT: String(ports.cdn), HOST: settings.host } },
    'shell-a': { role: 'shell', port: ports.shellA, url: `http://127.0.0.1:${ports.shellA}`, env: { PORT: String(ports.shellA), API_URL: urls.apiFrontA, HOST: settings.host, TRUST_PROXY: '127.0.0.1' } },
    'shell-b': { role: 'shell', port: ports.shellB, url: `http://127.0.0.1:${ports.shellB}`, env: { PORT: String(ports.shellB), API_URL: urls.apiFrontB, HOST: settings.host, TRUST_PROXY: '127.0.0.1' } },
  };
  const known = (name) => {
    if (!roleEnv[name]) throw refused(404, `no process ${name}; processes: ${Object.keys(roleEnv).join(', ')}`);
  };
  const running = (name) => {
    const child = processes.get(name)?.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  };

  /** Starts one API, shell or CDN process from the production build; resolves once its /readyz answers 200. */
  const startProcess = async (name) => {
    known(name);
    if (running(name)) throw refused(409, `${name} is running`);
    const { role, url, env } = roleEnv[name];
    const started = startProduction({ roles: [role], env: { ...common, ...env }, stdio: 'pipe', nodeEnv });
    const child = started.children.get(role);
    const entry = { child, expected: false };
    processes.set(name, entry);
    labelOutput(child, name);
    child.once('exit', (code, signal) => {
      if (stopping || entry.expected) return;
      // A cluster goes on without one process (its shell's API front moves to the other API).
      console.error(`[cluster] ${name} ended (${signal ?? `exit code ${code}`}); the others go on — restart it with: curl -X POST ${urls.control}/processes/${name}/start`);
    });
    await waitUntilUp(`${url}/readyz`, started.exited, 60_000);
    return { name, pid: child.pid };
  };
  /** Ends one process with `signal` and resolves once it has ended. */
  const endProcess = async (name, signal) => {
    known(name);
    const entry = processes.get(name);
    if (!running(name)) return { name, running: false };
    entry.expected = true;
    const ended = new Promise((resolve) => entry.child.once('exit', (code, sig) => resolve({ code, signal: sig })));
    entry.child.kill(signal);
    return { name, pid: entry.child.pid, ...(await ended) };
  };

  try {
    await assertPortsFree(ports, Object.fromEntries(Object.entries(PORT_VARIABLES).map(([key, [variable]]) => [key, variable])));
    await ensureBuilds(values.build);
    await ensureDatabase(settings.databaseUrl, { fresh: values.fresh, log });
    if (values.fresh) rmSync(path.join(settings.dataDir, 's3'), { recursive: true, force: true });

    service('redis', await startRedis(ports.redis, path.join(settings.dataDir, 'redis')));
    service('s3', await startS3(ports.s3, path.join(settings.dataDir, 's3'), settings.bucket));
    log(`Redis on ${settings.redisUrl}, the bucket ${settings.bucket} on ${urls.s3}`);

    log('migrating and seeding the database (api/dist/cli/seed.js)');
    await run(process.execPath, ['--enable-source-maps', ENTRIES.api.replace(/server\.js$/, 'cli/seed.js')], { env: { ...common, NODE_ENV: nodeEnv, AMORA_SEED_PROFILES: process.env.AMORA_SEED_PROFILES || '400' } });

    // Both APIs at once: each migrates (the second waits for the first's lock) and starts.
    await Promise.all([startProcess('api-a'), startProcess('api-b'), startProcess('cdn')]);
    log(`API A on ${urls.apiA}, API B on ${urls.apiB}, CDN on ${urls.cdn} (from the bucket)`);

    log('releasing the built remotes into the bucket');
    await run(process.execPath, [path.join(ROOT, 'tools', 'cluster', 'publish-remotes.mjs')], { env: { ...inherited, ...toolEnv(settings), NODE_ENV: nodeEnv } });

    const nginxConf = await writeNginxConfig(settings, path.join(settings.dataDir, 'nginx'));
    const nginx = service('nginx', startNginx(nginxConf, 'pipe'));
    const nginxGone = new Promise((resolve) => nginx.once('exit', resolve));
    await Promise.all([ports.public, ports.apiFrontA, ports.apiFrontB].map((port) => waitForPort(port, { host: port === ports.public ? settings.host : '127.0.0.1', gone: nginxGone, label: 'nginx' })));

    await Promise.all([startProcess('shell-a'), startProcess('shell-b')]);
    await waitUntilUp(`${urls.public}/healthz`, nginxGone, 30_000);

    control = await startControl(ports.control, {
      status: () => ({
        processes: Object.fromEntries(Object.entries(roleEnv).map(([name, { url }]) => [name, { pid: processes.get(name)?.child.pid ?? null, running: running(name), url }])),
        env: toolEnv(settings),
      }),
      env: () => toolEnv(settings),
      start: startProcess,
      stop: (name) => endProcess(name, 'SIGTERM'),
      kill: (name) => endProcess(name, 'SIGKILL'),
      wipe: async () => {
        if (running('api-a') || running('api-b')) throw refused(409, 'stop both APIs first (POST /processes/api-a/stop, /processes/api-b/stop)');
        await recreateDatabase(settings.databaseUrl);
        const bucket = bucketFromEnv(s3Env(settings));
        let deleted = 0;
        try {
          let batch = [];
          for await (const key of bucket.list('media/')) {
            batch.push(key);
            if (batch.length === 1000) {
              await bucket.deleteMany(batch);
              deleted += batch.length;
              batch = [];
            }
          }
          await bucket.deleteMany(batch);
          deleted += batch.length;
        } finally {
          bucket.destroy();
        }
        return { database: 'empty', media_deleted: deleted };
      },
    });

    const database = new URL(settings.databaseUrl);
    database.password = database.password ? '***' : '';
    log(`Amora cluster is running: ${urls.public}  (German site: ${urls.public.replace('localhost', 'de.localhost')})`);
    console.log(`  nginx ${urls.public} → shell A ${urls.shellA} (→ API A ${urls.apiA}) and shell B ${urls.shellB} (→ API B ${urls.apiB}); each shell's API front moves to the other API while its own is down`);
    console.log(`  CDN ${urls.cdn} from the bucket ${settings.bucket} (local S3 ${urls.s3}), Redis ${settings.redisUrl}, PostgreSQL ${database}, NODE_ENV=${nodeEnv}`);
    console.log(`  control ${urls.control}: GET /status, POST /processes/{api-a|api-b|shell-a|shell-b|cdn}/{kill|stop|start}`);
    console.log(`  tools on the cluster: env $(node tools/start-cluster.mjs --print-env) npm run release -- mf-chat`);
    console.log('Demo logins (password demo-password-2026): anna@demo.amora.test, ben@demo.amora.test. Ctrl-C stops the cluster.');
  } catch (error) {
    console.error(`start:cluster: ${error.message}`);
    await shutdown(1);
  }
}

main().catch((error) => {
  // Before anything started (a malformed CLUSTER_* variable, an unknown option): one line.
  console.error(`start:cluster: ${error.message}`);
  process.exit(1);
});

// `npm start` (docs/design.md §4): builds what is missing, migrates and seeds the embedded database,
// starts the API, the CDN and the shell, publishes any remote the registry lacks or whose local build is newer, prints the URL.
// `npm run dev`: the same, with webpack-dev-server and hot reload per remote on ports 3001–3007.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startCdn } from './cdn-server.mjs';
import { API_URL, CDN_DIR, CDN_URL, DEV_PORTS, PORTS, REMOTES, ROOT } from './lib/config.mjs';
import { mollieFake } from './lib/mollie-fake.mjs';
import { activate, buildApp, builtVersion, list, publish, run } from './lib/remotes.mjs';

const dev = process.argv.includes('--dev');
// The shell proves itself to the API with this secret (issue 29: only then is the client address it
// forwards believed); unless one is given, a new random one for this run, known to these two only.
const PROXY_SECRET = process.env.AMORA_PROXY_SECRET || randomBytes(24).toString('base64url');
const children = [];
const t0 = Date.now();
const log = (msg) => console.log(`[amora ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);

function startProcess(label, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? code}); shutting down`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

async function main() {
  const tsx = ['--import', 'tsx'];
  const missing = ['shell', ...Object.values(REMOTES)].filter((folder) => !existsSync(path.join(ROOT, folder, 'dist', folder === 'shell' ? 'entry-assets.json' : 'mf-manifest.json')));
  if (missing.length) {
    log(`building ${missing.join(', ')}`);
    // Two at a time: this machine class has two cores.
    const queue = [...missing];
    await Promise.all([0, 1].map(async () => {
      while (queue.length) await buildApp(queue.shift());
    }));
    log('build done');
  }

  log('migrating and seeding the database');
  await run(process.execPath, [...tsx, 'api/src/cli/migrate.ts']);
  await run(process.execPath, [...tsx, 'api/src/cli/seed.ts']);

  // The e2e suite's local Mollie (AMORA_MOLLIE_FAKE_PORT; tools/lib/mollie-fake.mjs): its key, address and TLS setting go to the API alone.
  const mollie = mollieFake();
  if (mollie) startProcess('Mollie fake', mollie.args);
  // The ports of this run (PORT, CDN_PORT, API_PORT): the API's links and media URLs follow them.
  startProcess('API', [...tsx, 'api/src/server.ts'], { PORT: String(PORTS.api), AMORA_CDN_URL: CDN_URL, PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${PORTS.shell}`, AMORA_PROXY_SECRET: PROXY_SECRET, ...mollie?.apiEnv });
  await startCdn({ port: PORTS.cdn });
  await waitFor(`${API_URL}/api/settings.php`, 'API');
  log(`API on ${API_URL}, CDN on ${CDN_URL}`);

  const active = Object.fromEntries((await list()).map((r) => [r.name, r]));
  for (const name of Object.keys(REMOTES)) {
    const current = active[name];
    const folder = current && path.join(CDN_DIR, name, current.version);
    // The local build is what `npm start` serves: a remote rebuilt since (new code pulled, dist
    // rebuilt) is published and activated, else a newer shell would meet an older remote.
    if (current && existsSync(folder) && current.version === builtVersion(name)) continue;
    const { version, manifest_url } = await publish(name);
    await activate(name, version, manifest_url);
    log(`published ${name}@${version}`);
  }

  const overrides = {};
  if (dev) {
    for (const [name, folder] of Object.entries(REMOTES)) {
      startProcess(`${folder} dev server`, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--config', path.join(ROOT, folder, 'webpack.config.js'), '--mode', 'development']);
      overrides[name] = `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`;
    }
    startProcess('shell watcher', [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'shell/webpack.config.js', '--mode', 'development', '--watch']);
    while (!existsSync(path.join(ROOT, 'shell/dist-dev/entry-assets.json'))) await new Promise((r) => setTimeout(r, 250));
  }
  startProcess('shell', [...tsx, 'shell/server/main.ts'], { PORT: String(PORTS.shell), API_URL, AMORA_CDN_URL: CDN_URL, AMORA_PROXY_SECRET: PROXY_SECRET, ...(dev ? { AMORA_REMOTE_OVERRIDES: JSON.stringify(overrides), SHELL_DIST: path.join(ROOT, 'shell/dist-dev') } : {}) });
  await waitFor(`http://localhost:${PORTS.shell}/favicon.svg`, 'shell');
  log(`Amora is running: http://localhost:${PORTS.shell}  (German site: http://de.localhost:${PORTS.shell})`);
  console.log('Demo logins (password demo-password-2026): anna@demo.amora.test (premium, 150 credits), ben@demo.amora.test (free, 0 credits)');
}

main().catch((error) => {
  console.error(error);
  stop(1);
});

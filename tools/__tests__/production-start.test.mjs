// Issue 33 "Production start": the API and the shell's HTML server compiled to JavaScript (as
// `npm run build` does: tools/build-api.mjs, shell/webpack.server.js) run with plain `node` — no tsx,
// no TypeScript loader — under `npm run start:prod` (tools/start-prod.mjs) with NODE_ENV=production
// and the environment alone. Built into temporary folders (a running build is never overwritten),
// seeded with the compiled seed CLI on a temporary PGlite, then served: the API's routes, the
// shell's server-drawn pages and proxy, the CDN's media. Without its secrets production refuses to
// start, naming the variables. Takes ≈ 40 s (the new PGlite database and its migrations).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildApi } from '../build-api.mjs';
import { ROOT } from '../lib/config.mjs';
import { ENTRIES, missingBuilds, NODE_FLAGS, startProduction, waitUntilUp } from '../start-prod.mjs';

const require = createRequire(import.meta.url);
const id = `${process.pid}-${randomBytes(3).toString('hex')}`;
/** Build folders at the depth of the real ones (api/dist, shell/dist-server), removed after. */
const apiOut = path.join(ROOT, 'api', 'dist', `.test-${id}`);
const shellOut = path.join(ROOT, 'shell', `dist-server-test-${id}`);
const work = mkdtempSync(path.join(tmpdir(), 'amora-prod-'));
const entries = { api: path.join(apiOut, 'server.js'), cdn: ENTRIES.cdn, shell: path.join(shellOut, 'main.js') };
const secret = () => randomBytes(24).toString('hex');

/** A free local TCP port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `node <args>` (plain, no loader); resolves with its exit code and output. */
function runNode(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Bundles the shell's server with shell/webpack.server.js into `out`. */
function buildShellServer(out) {
  const webpack = require('webpack');
  const config = require('../../shell/webpack.server.js')({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** A child's output, gathered for assertions and failure messages. */
function collect(children) {
  const output = {};
  for (const [role, child] of children) {
    output[role] = '';
    child.stdout.on('data', (chunk) => (output[role] += chunk));
    child.stderr.on('data', (chunk) => (output[role] += chunk));
  }
  return output;
}

/** The environment of a production host: the system's basics and `extra`, nothing inherited from this test run (no DATABASE_URL, REDIS_URL, NODE_OPTIONS). */
const baseEnv = (extra) => ({ PATH: process.env.PATH, HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir(), AMORA_DRAIN_DELAY_MS: '0', ...extra });

const ports = {};
let productionEnv;
before(async () => {
  Object.assign(ports, { shell: await freePort(), cdn: await freePort(), api: await freePort() });
  const shellDist = path.join(work, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, 'entry-assets.json'), JSON.stringify({ main: { js: ['main.1.js'], css: ['main.1.css'] } }));
  const files = { AMORA_DATA_DIR: path.join(work, 'pglite'), AMORA_CDN_DIR: path.join(work, 'cdn'), DATABASE_URL: '' };
  productionEnv = baseEnv({
    ...files,
    SHELL_DIST: shellDist,
    PORT: String(ports.shell),
    CDN_PORT: String(ports.cdn),
    API_PORT: String(ports.api),
    PUBLIC_URL: `http://localhost:${ports.shell}`,
    AMORA_CDN_URL: `http://localhost:${ports.cdn}`,
    AMORA_DEPLOY_TOKEN: secret(),
    AMORA_CLI_KEY: secret(),
    PAYMENT_WEBHOOK_SECRET: secret(),
    AMORA_PROXY_SECRET: secret(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    AMORA_SANDBOX_PAYMENTS: '1',
    SMS_PROVIDER: 'sandbox',
    AMORA_DEV_OUTBOX: '1',
    AMORA_LOG_LEVEL: 'warn',
  });
  // The two builds side by side; the seed (compiled too) as soon as the API is built.
  const seeded = buildApi(apiOut).then(() => runNode([path.join(apiOut, 'cli', 'seed.js')], baseEnv({ ...files, AMORA_SEED_PROFILES: '80', AMORA_SEED_AVATARS: '4' })));
  const [seed] = await Promise.all([seeded, buildShellServer(shellOut)]);
  assert.equal(seed.code, 0, seed.output);
});
after(() => {
  for (const dir of [apiOut, shellOut, work]) rmSync(dir, { recursive: true, force: true });
});

describe('npm run build → npm run start:prod (issue 33)', () => {
  it('compiles the API with its routes, assets and the contracts it imports, and the shell server into one bundle', () => {
    for (const file of ['server.js', 'routes/settings.js', 'db/migrations/001_init.js', 'seed/gifts/heart.svg', 'node_modules/@amora/contracts/src/index.js', 'node_modules/@amora/contracts/package.json']) {
      assert.ok(existsSync(path.join(apiOut, file)), file);
    }
    assert.ok(!existsSync(path.join(apiOut, 'test')), 'the tests stay out of the build');
    assert.equal(JSON.parse(readFileSync(path.join(apiOut, 'node_modules/@amora/contracts/package.json'), 'utf8')).exports['.'], './src/index.js');
    assert.ok(existsSync(entries.shell));
  });

  it('runs the API, the CDN and the shell with plain node in production: routes, server-drawn pages, the /api proxy and media answer', async () => {
    const started = startProduction({ entries, env: productionEnv, stdio: 'pipe' });
    const output = collect(started.children);
    try {
      for (const [role, child] of started.children) {
        assert.deepEqual(child.spawnargs.slice(1), ['--enable-source-maps', ...NODE_FLAGS[role], child.spawnargs.at(-1)]);
        assert.doesNotMatch(child.spawnargs.join(' '), /tsx|\.ts\b/);
      }
      for (const role of ['api', 'cdn', 'shell']) {
        await waitUntilUp(`${started.urls[role]}/healthz`, started.exited, 60_000).catch((error) => assert.fail(`${error.message}\n${JSON.stringify(output, null, 1)}`));
      }
      const settings = await fetch(`${started.urls.api}/api/settings.php`, { headers: { host: 'localhost' } });
      assert.equal(settings.status, 200);
      assert.equal((await settings.json()).domain, 'localhost');

      const home = await fetch(`http://localhost:${ports.shell}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<script defer src="\/static\/main\.1\.js">/);
      // A static page: drawn on the server with the shell's chrome from shell/src (TSX, bundled).
      const page = await fetch(`http://localhost:${ports.shell}/pages/terms`);
      assert.equal(page.status, 200);
      const pageHtml = await page.text();
      assert.match(pageHtml, /<div id="amora-root" data-ssr><div class="layout-default/, 'drawn by the bundled render worker (issue 34)');
      assert.match(pageHtml, /<header class="navbar[^"]*top-nav"/);

      const proxied = await fetch(`http://localhost:${ports.shell}/api/settings.php`);
      assert.equal(proxied.status, 200);
      assert.equal((await proxied.json()).cdn_prefix, `http://localhost:${ports.cdn}/media/`);

      // The gift pictures the compiled seed copied from api/dist/seed/gifts.
      const gift = await fetch(`${started.urls.cdn}/media/gifts/heart.svg`);
      assert.equal(gift.status, 200);
      assert.match(String(gift.headers.get('content-type')), /^image\/svg\+xml/);
    } finally {
      await started.stop();
    }
    for (const [role, child] of started.children) assert.ok(child.exitCode === 0 || child.signalCode === 'SIGTERM', `${role}: ${child.exitCode ?? child.signalCode}\n${output[role]}`);
  });

  it('refuses to start in production without its secrets, or with a malformed DATABASE_URL, naming the variables', async () => {
    const bare = startProduction({ roles: ['api', 'shell'], entries, env: baseEnv({ SHELL_DIST: productionEnv.SHELL_DIST, AMORA_DATA_DIR: path.join(work, 'none'), PORT: String(ports.shell), API_PORT: String(ports.api) }), stdio: 'pipe' });
    const bareOutput = collect(bare.children);
    const codes = await Promise.all([...bare.children.values()].map((child) => new Promise((resolve) => child.once('exit', resolve))));
    assert.deepEqual(codes, [1, 1]);
    for (const name of ['AMORA_DEPLOY_TOKEN', 'AMORA_CLI_KEY', 'PAYMENT_WEBHOOK_SECRET', 'AMORA_PROXY_SECRET', 'SMTP_URL']) assert.match(bareOutput.api, new RegExp(name), name);
    assert.match(bareOutput.shell, /refusing to start in production: .*AMORA_PROXY_SECRET/);

    const url = startProduction({ roles: ['api'], entries, env: { ...productionEnv, DATABASE_URL: 'mysql://amora:s3cr3t-pw@127.0.0.1/amora' }, stdio: 'pipe' });
    const urlOutput = collect(url.children);
    const { code } = await url.exited;
    assert.equal(code, 1);
    assert.match(urlOutput.api, /refusing to start: invalid database settings:\s+DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    assert.doesNotMatch(urlOutput.api, /s3cr3t/);
  });

  it('finds at runtime what the compiled API reads beside its code: the receipt’s fonts', async () => {
    const { registerFonts } = await import(pathToFileURL(path.join(apiOut, 'services', 'receipt-font.js')).href);
    const PDFDocument = createRequire(path.join(apiOut, 'server.js'))('pdfkit');
    const doc = new PDFDocument();
    registerFonts(doc);
    doc.font('bold-ext').text('Łódź, Kraków, Malmö');
    doc.end();
  });

  it('names the missing build instead of starting without it', () => {
    const missing = missingBuilds(['api', 'shell'], { ...entries, api: path.join(work, 'nowhere', 'server.js') }, { SHELL_DIST: path.join(work, 'no-dist') });
    assert.equal(missing.length, 2);
    assert.match(missing[0], /server\.js is missing: run `npm run build` first/);
    assert.match(missing[1], /entry-assets\.json is missing: run `npm run build` first/);
  });
});

// `npm run bench -- --only scale [--profiles N] [--part search|landers|writes|streams]` (issue 34): on PostgreSQL
// with a million profiles (N, default 1,000,000; CI runs the same code on 10,000): member search and
// paid-ad traffic to the landers through the shell, likes and messages committed per second, and
// 10,000 open event streams on one API process (tools/bench-streams.mjs).
// Needs a PostgreSQL database in SCALE_DATABASE_URL (else DATABASE_URL): it is seeded and grown to N
// profiles if it holds fewer (`npm run seed -- --profiles N`: about 3 minutes for a million here),
// then the whole platform is started on it on ports 3200/3300/4200 (tools/start.mjs) and stopped after.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/config.mjs';
import { streamsBench } from './bench-streams.mjs';
import { ensureDatabase } from './cluster/services.mjs';
import { pgTool } from './lib/backup.mjs';

const PORTS = { shell: 3200, cdn: 3300, api: 4200 };
const SHELL = `http://localhost:${PORTS.shell}`;
const DEMO_BEN = 'ben@demo.amora.test';
const DEMO_PASSWORD = 'demo-password-2026';

/** Runs a command to its end; rejects with its exit code. Output goes to this process's stderr. */
function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts tools/start.mjs on the scale database and waits until the shell answers; resolves to a stop function. */
async function startPlatform(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-scale-'));
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(PORTS.shell),
    CDN_PORT: String(PORTS.cdn),
    API_PORT: String(PORTS.api),
    API_URL: `http://127.0.0.1:${PORTS.api}`,
    AMORA_CDN_URL: `http://localhost:${PORTS.cdn}`,
    AMORA_CDN_DIR: path.join(dataDir, 'cdn'),
    AMORA_DATA_DIR: dataDir,
    PUBLIC_URL: SHELL,
    NODE_ENV: 'test',
    // The load comes from one address, far faster than members: limits ×100 (the API's tests check the real ones).
    AMORA_RATE_LIMIT_SCALE: '100',
  };
  const child = spawn(process.execPath, ['tools/start.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const until = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the platform did not start on the scale database');
    try {
      if ((await fetch(`${SHELL}/favicon.svg`)).ok) break;
    } catch {}
    if (Date.now() > until) throw new Error('the platform did not answer within 10 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/** The search mix of issue 34: countries, regions, age ranges and genders; each walks to a page of 1–20 by cursor. */
function searchWalks(count) {
  const countries = ['', 'NL', 'DE', 'GB', 'US', 'FR', 'PL', 'SE', 'IT'];
  const regions = { NL: ['NL-NH', 'NL-ZH', 'NL-UT'], DE: ['DE-BY', 'DE-NW', 'DE-BE'], GB: ['GB-ENG', 'GB-SCT'], US: ['US-CA', 'US-NY', 'US-TX'] };
  return Array.from({ length: count }, (_, i) => {
    const q = new URLSearchParams({ numResults: '24' });
    if (i % 4 !== 3) q.set('gender', i % 2 === 0 ? 'female' : 'male');
    const country = countries[i % countries.length];
    if (country) q.set('country', country);
    if (country && regions[country] && i % 5 < 2) q.set('countryregion', regions[country][i % regions[country].length]);
    if (i % 3 !== 0) {
      const min = 18 + ((i * 7) % 40);
      q.set('min_age', String(min));
      q.set('max_age', String(Math.min(99, min + 3 + ((i * 11) % 25))));
    }
    return { query: q, pages: 1 + ((i * 13) % 20) };
  });
}

/** The value at quantile `q` of sorted `values`. */
const at = (values, q) => values[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

/**
 * Member search through the shell (`GET /api/members.php` via its /api proxy) as ben: `walks`
 * searches of the mix, each followed page by page (next_cursor) to its page of 1–20, `workers` at
 * a time. Resolves to p50/p95/p99 in ms over every request and the number of requests.
 */
async function searchLatency(walks = 120, workers = 4) {
  const login = await fetch(`${SHELL}/api/user.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_BEN, password: DEMO_PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`scale bench: login as ben failed (${login.status})`);
  // node:http on kept-alive connections, asking for compression as a browser does: the load client
  // shares the 2 cores with what it measures, and fetch cost it ≈ 3 ms of CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const get = (url) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(url, { agent, headers: { cookie, 'accept-encoding': 'br, gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
            const ms = performance.now() - t0;
            if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode} ${text}`));
            else resolve({ ms, body: JSON.parse(text) });
          });
          res.on('error', reject);
        })
        .on('error', reject);
    });
  const queue = searchWalks(walks);
  // Warm-up: the first searches pay for connections and the planner's caches.
  for (const walk of queue.slice(0, 5)) await get(`${SHELL}/api/members.php?${walk.query}`);
  const latencies = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let walk = queue.shift(); walk; walk = queue.shift()) {
        let cursor = null;
        for (let page = 1; page <= walk.pages; page++) {
          const q = new URLSearchParams(walk.query);
          if (cursor) q.set('after', cursor);
          const { ms, body } = await get(`${SHELL}/api/members.php?${q}`);
          latencies.push(ms);
          cursor = body.next_cursor;
          if (!cursor) break;
        }
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: at(latencies, 0.5), p95: at(latencies, 0.95), p99: at(latencies, 0.99), requests: latencies.length };
}

/** The landers of the route table (shared/src/routes) and the locales of docs/design.md §5 but the default one. */
const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];
const PREFIXES = ['', '/de', '/nl', '/fr', '/es', '/it', '/fi', '/pl', '/sv', '/da', '/nb'];

/**
 * Paid-ad traffic to the landers through the shell (issue 34 "Rendering at scale"): `visitors`
 * new visitors at once (no cookie), for `seconds` s, each loading a lander page after another — the
 * 8 landers in the 11 locales, with and without a campaign address (176 pages), each visit with its
 * own tracking values (`?network=…&sub1=…`, which the drawn page does not depend on: the 30 s
 * first-screen cache serves it, as it does for real ad traffic). Time to first byte is the time to
 * the response's headers; a page answered without a server-drawn first screen (`data-ssr`) with
 * its profile strip used the fallback.
 */
async function landerTraffic(visitors = 50, seconds = 20) {
  const pages = PREFIXES.flatMap((prefix) => LANDERS.flatMap((lander) => [`${prefix}/landers/${lander}`, `${prefix}/landers/${lander}/spring-campaign`]));
  const load = async (url) => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { 'accept-language': 'en' }, redirect: 'manual' });
    const ttfb = performance.now() - t0;
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    // Drawn: the first screen is the server's, with its profile strip (a strip left out does not count).
    return { ttfb, drawn: html.includes('<div id="amora-root" data-ssr>') && /"members:\d+":\[\{"id":/.test(html) };
  };
  // Warm-up: the render threads load the landers' server entry.
  for (const page of pages.slice(0, 4)) await load(`${SHELL}${page}`);
  const ttfbs = [];
  let fallbacks = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (performance.now() < until) {
        const visit = next++;
        const { ttfb, drawn } = await load(`${SHELL}${pages[visit % pages.length]}?network=bench&sub1=visitor-${visit}`);
        ttfbs.push(ttfb);
        if (!drawn) fallbacks++;
      }
    }),
  );
  ttfbs.sort((a, b) => a - b);
  return { p50: at(ttfbs, 0.5), p95: at(ttfbs, 0.95), requests: ttfbs.length, fallbackShare: fallbacks / Math.max(1, ttfbs.length) };
}

/**
 * Likes and messages committed per second with live notifications on (issue 34: ≥ 500 on 2 cores):
 * an in-process API on the scale database (its pool, its live hub publishing every write); `members`
 * new members (sign-up, credits), then for `seconds` s `workers` clients at once each sends a
 * message to, or likes, a member of the million (alternately), one request after another. Counts
 * the writes answered 2xx; every one of them committed its rows and its live event.
 */
async function writeThroughput(databaseUrl, seconds = 10, workers = 32, members = 64) {
  const { register } = await import('tsx/esm/api');
  register();
  const api = await import(path.join(ROOT, 'api/src/index.ts'));
  const config = api.loadConfig({ ...process.env, DATABASE_URL: databaseUrl }, { nodeEnv: 'test', logger: false, cdnDir: path.join(tmpdir(), 'amora-scale-seed-cdn'), rateLimitScale: 0 });
  const db = await api.openDatabase({ url: databaseUrl });
  const app = await api.buildApp({ db, config });
  try {
    const run = Date.now().toString(36);
    const { max } = await db.selectFrom('profiles').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    const senders = [];
    for (let i = 0; i < members; i++) {
      const res = await app.inject({
        method: 'POST', url: '/api/signup.php', headers: { host: 'localhost' },
        payload: { email: `scale-${run}-${i}@bench.amora.test`, name: `Scale${i}`, password: 'a-good-long-passphrase', date_of_birth: '1990-01-01', gender: i % 2 ? 'male' : 'female' },
      });
      if (res.statusCode !== 201) throw new Error(`scale bench sign-up: ${res.statusCode} ${res.body}`);
      const user = res.json();
      await db.updateTable('users').set({ credits: 1_000_000, status: 'active', paid_user: true }).where('id', '=', user.id).execute();
      await db.updateTable('profiles').set({ status: 'active' }).where('id', '=', user.profile.id).execute();
      senders.push(String(res.headers['set-cookie']).split(';')[0]);
    }
    let committed = 0;
    let failed = 0;
    const refusals = new Map();
    let n = 0;
    const until = performance.now() + seconds * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        while (performance.now() < until) {
          const i = n++;
          const cookie = senders[(w + i) % senders.length];
          // A member of the million, spread so that pairs rarely repeat.
          const profile = 1 + ((i * 7919 + w * 104_729) % (max - 1));
          const res = await app.inject(
            i % 2 === 0
              ? { method: 'POST', url: '/api/chat.php', headers: { host: 'localhost', cookie }, payload: { profile, client_message_id: crypto.randomUUID(), kind: 'text', text: `Hello ${i}` } }
              : { method: 'POST', url: '/api/likes.php', headers: { host: 'localhost', cookie }, payload: { profile } },
          );
          if (res.statusCode >= 200 && res.statusCode < 300) committed++;
          else {
            failed++;
            const reason = `${res.statusCode} ${res.json().error ?? ''}`;
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          }
        }
      }),
    );
    return { perSecond: committed / ((performance.now() - t0) / 1000), committed, failed, refusals: [...refusals].map(([r, k]) => `${r} ×${k}`).join(', '), workers };
  } finally {
    await app.close();
    await db.destroy();
  }
}

/**
 * The `scale` section (`parts`: `search` through the shell, `writes` in process): seeds/grows the
 * database, then measures.
 * `report(name, value, budget)` prints a figure next to its budget (tools/bench.mjs).
 */
export async function scaleBench(report, profiles = 1_000_000, parts = ['search', 'landers', 'writes', 'streams'], { quick = false } = {}) {
  const databaseUrl = scaleDatabaseUrl();
  if (!databaseUrl) {
    report('scale: needs PostgreSQL (SCALE_DATABASE_URL or DATABASE_URL)', 'skipped', '—');
    return;
  }
  await ensureDatabase(databaseUrl);
  const t0 = Date.now();
  await run(['--import', 'tsx', 'api/src/cli/seed.ts', '--profiles', String(profiles)], { DATABASE_URL: databaseUrl, AMORA_CDN_DIR: path.join(tmpdir(), 'amora-scale-seed-cdn') });
  report(`scale: database seeded/grown to ${profiles.toLocaleString('en')} profiles`, `${((Date.now() - t0) / 1000).toFixed(0)} s`, '—');
  report('scale: PostgreSQL shared memory (huge pages: api/README.md "A million members")', await sharedMemoryOf(databaseUrl), '—');
  if (parts.includes('search') || parts.includes('landers')) await throughShell(report, databaseUrl, parts, quick);
  if (parts.includes('writes')) {
    const writes = await writeThroughput(databaseUrl, quick ? 3 : 10);
    report(`scale: likes + messages committed/s (${writes.workers} clients, live events on)`, `${writes.perSecond.toFixed(0)} /s`, '≥ 500 /s');
    if (writes.failed > 0) console.log(`  refused: ${writes.refusals}`);
  }
  if (parts.includes('streams')) {
    const streams = Math.min(quick ? 2_000 : 10_000, Math.floor(profiles / 2));
    await streamsBench(report, databaseUrl, quick ? { streams, rounds: 2, idleSeconds: 5 } : { streams });
  }
}

/**
 * The database server's shared buffers and huge-page setting, which the figures depend on: without
 * huge pages every connection maps the buffers 4 KB page by page, and on this machine that cost the
 * search almost half its p95 (api/README.md "A million members"). PostgreSQL's default `try` uses
 * huge pages only when the kernel has some, so the huge pages in use on this machine are added
 * (/proc/meminfo; meaningful when the database runs here). Resolves to e.g.
 * `128MB, huge_pages try, 73 of 80 huge pages of this machine in use`.
 */
async function sharedMemoryOf(databaseUrl) {
  const server = (await pgTool('psql', ['-XAtc', "select current_setting('shared_buffers') || ', huge_pages ' || current_setting('huge_pages')"], databaseUrl)).trim();
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const pages = (name) => Number(new RegExp(`^HugePages_${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? 0);
  return `${server}, ${pages('Total') - pages('Free') + pages('Rsvd')} of ${pages('Total')} huge pages of this machine in use`;
}

/**
 * The scale bench's database: SCALE_DATABASE_URL, else the database `amora_scale` of DATABASE_URL's
 * server (made when missing; never the API suite's own database); null without PostgreSQL.
 */
function scaleDatabaseUrl() {
  if (process.env.SCALE_DATABASE_URL) return process.env.SCALE_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) return null;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/amora_scale';
  return url.toString();
}

/** The platform started on the scale database; member search and the landers measured through its shell; the platform stopped. */
async function throughShell(report, databaseUrl, parts, quick) {
  const stop = await startPlatform(databaseUrl);
  try {
    if (parts.includes('search')) {
      const search = await searchLatency(quick ? 30 : 120);
      report(`scale: member search through the shell p50 (${search.requests} requests, pages 1–20)`, `${search.p50.toFixed(1)} ms`, '—');
      report('scale: member search through the shell p95', `${search.p95.toFixed(1)} ms`, '≤ 50 ms');
      report('scale: member search through the shell p99', `${search.p99.toFixed(1)} ms`, '≤ 120 ms');
    }
    if (parts.includes('landers')) {
      const landers = await landerTraffic(50, quick ? 5 : 20);
      report(`scale: landers, 50 visitors at once, time to first byte p50 (${landers.requests} pages)`, `${landers.p50.toFixed(0)} ms`, '—');
      report('scale: landers, 50 visitors at once, time to first byte p95', `${landers.p95.toFixed(0)} ms`, '≤ 300 ms');
      report('scale: landers, 50 visitors at once, pages left to the browser (not drawn)', `${(landers.fallbackShare * 100).toFixed(2)} %`, '≤ 1 %');
    }
  } finally {
    await stop();
  }
}

// `npm run bench -- --only rum` (issue 35): `POST /api/rum.php` beacons per second on one API
// process (in this process, on a real port, a fresh in-memory PGlite), 32 keep-alive connections
// sending the beacons a page sends (a page view with its vitals, an outcome), for 5 s; the counts
// are flushed to the database as in production (every 5 s and at the close). Client and API share
// the 2 cores, so the figure is the API's floor.
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';

/** The beacons of one page: its view with vitals, then an outcome (contracts/src/calls/rum.ts). */
const beacons = (versions) => [
  JSON.stringify({ versions, events: [{ kind: 'page_view' }, { kind: 'vital', name: 'TTFB', value: 120 }, { kind: 'vital', name: 'LCP', value: 1450 }] }),
  JSON.stringify({ versions, events: [{ kind: 'vital', name: 'INP', value: 80 }, { kind: 'vital', name: 'CLS', value: 0.02 }, { kind: 'outcome', remote: 'mf_landers', name: 'lander_signup_click' }] }),
];

/**
 * Sends beacons for `seconds` s over `connections` connections; resolves to beacons answered 204
 * per second, and the page views the database counted after the close (they must match).
 */
export async function rumBench(seconds = 5, connections = 32) {
  const { register } = await import('tsx/esm/api');
  register();
  const api = await import(path.join(ROOT, 'api/src/index.ts'));
  const { listenOnFreePort } = await import(path.join(ROOT, 'api/src/test/sse-client.ts'));
  const config = api.loadConfig(process.env, { nodeEnv: 'test', logger: false, cdnDir: path.join(tmpdir(), 'amora-bench-cdn'), rateLimitScale: 0 });
  const db = await api.openDatabase({ memory: true });
  await api.migrate(db);
  await api.seed(db, { profiles: 50, config });
  const app = await api.buildApp({ db, config });
  const base = await listenOnFreePort(app);
  await app.repos.remotes.release('mf_landers', '1.0.0-bench', 'http://localhost:3100/mf_landers/1.0.0-bench/mf-manifest.json');
  const [view, outcome] = beacons({ shell: 'bench', mf_landers: '1.0.0-bench' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let accepted = 0;
  let refused = 0;
  const send = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}/api/rum.php`, { method: 'POST', agent, headers: { host: 'localhost', 'content-type': 'text/plain;charset=UTF-8' } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 204) accepted++;
          else refused++;
          resolve();
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  try {
    const until = performance.now() + seconds * 1000;
    const t0 = performance.now();
    let n = 0;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (performance.now() < until) await send(n++ % 2 === 0 ? view : outcome);
    }));
    const perSecond = accepted / ((performance.now() - t0) / 1000);
    agent.destroy();
    await app.close();
    const { rows } = await api.sql`select coalesce(sum(page_views), 0)::int as views from rum_hourly where remote = 'mf_landers'`.execute(db);
    return { perSecond, accepted, refused, counted: rows[0].views, sentViews: Math.ceil(accepted / 2) };
  } finally {
    await db.destroy();
  }
}

// `npm run bench -- --only scale --part streams` (issue 34 "Live at scale"): 10,000 members keep
// `GET /api/events.php` open on ONE API process (its own, on the scale database, port 4210); printed:
// the process's memory per open stream, the database transactions per second while the streams
// are idle, and chat send → recipient's stream while 200 members send at once.
import { spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { NODE_FLAGS } from './start-prod.mjs';

const PORT = 4210;
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL_PREFIX = 'bench-stream-';

/** The value at quantile `q` of sorted `values`. */
const at = (values, q) => values[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CPU seconds process `pid` has used (Linux /proc: user + system, or the kernel's part alone with
 * `systemOnly`; clock ticks of 1/100 s).
 */
function cpuSecondsOf(pid, systemOnly = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((systemOnly ? 0 : Number(fields[11])) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process ended between the listing and the read
  }
}

/** Whether process `pid` is PostgreSQL's (Linux /proc; false once it has ended). */
function isPostgres(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/** CPU seconds used so far by the API process (and its kernel part), every PostgreSQL process of the machine, and this bench. */
function cpuSeconds(apiPid) {
  const postgres = readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && isPostgres(pid))
    .reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const own = process.cpuUsage();
  return { api: cpuSecondsOf(apiPid), apiKernel: cpuSecondsOf(apiPid, true), postgres, bench: (own.user + own.system) / 1e6 };
}

/** Resident memory of process `pid` in bytes (Linux /proc). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * `count` members with a session each, made in SQL on profiles of the seed that have no member
 * (a sign-up each would take minutes of password hashing): active, paid, with credits, mail off (no
 * weekly digests for 10,000 made-up members to load the database later), each with one new
 * session (an earlier run's are deleted). Returns their session tokens and profile ids.
 */
async function membersWithSessions(db, sql, count) {
  const visible = sql`p.deleted_at is null and p.status = 'active' and p.invisible = false`;
  const ours = sql`u.email like ${`${EMAIL_PREFIX}%`}`;
  await sql`
    insert into users (site_id, profile_id, email, password_hash, status, paid_user, credits, notifications_disabled)
    select (select min(id) from sites), p.id, ${EMAIL_PREFIX} || p.id || '@bench.amora.test', 'x', 'active', true, 1000000, '["bench"]'::jsonb
    from profiles p
    where not exists (select 1 from users u where u.profile_id = p.id) and ${visible}
    order by p.id limit greatest(0, ${count} - (select count(*) from users u join profiles p on p.id = u.profile_id where ${ours} and ${visible}))`.execute(db);
  const users = (await sql`select u.id, u.profile_id from users u join profiles p on p.id = u.profile_id where ${ours} and ${visible} order by u.id limit ${count}`.execute(db)).rows;
  // The sessions of earlier runs go: each run adds 10,000.
  await sql`delete from sessions where user_id in (select u.id from users u where ${ours})`.execute(db);
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  const rows = users.map((u, i) => ({ user_id: u.id, token_hash: createHash('sha256').update(tokens[i]).digest('hex'), expires_at: new Date(Date.now() + 86_400_000) }));
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('sessions').values(rows.slice(i, i + 1000)).execute();
  return users.map((u, i) => ({ token: tokens[i], profileId: u.profile_id }));
}

/** Starts one API process on the scale database, with production's Node flags; resolves to the child once it answers. */
async function startApi(databaseUrl) {
  const child = spawn(process.execPath, [...NODE_FLAGS.api, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), NODE_ENV: 'test', AMORA_LOG_LEVEL: 'warn', AMORA_RATE_LIMIT_SCALE: '1000', AMORA_CDN_DIR: path.join(tmpdir(), 'amora-scale-seed-cdn'), PUBLIC_URL: 'http://localhost:3200' },
  });
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(300)) {
    if (child.exitCode !== null) throw new Error('the API did not start on the scale database');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {}
  }
  throw new Error('the API did not answer within 2 minutes');
}

/**
 * One open event stream as a browser holds it. `waitFor(text)` resolves when a `message` frame with
 * that text arrives; `ready` when the stream said `ready`.
 */
function openStream(agent, cookie) {
  const waiters = new Map();
  let buffer = '';
  let request;
  const ready = new Promise((resolve, reject) => {
    request = http.get(`${BASE}/api/events.php`, { agent, headers: { cookie, host: 'localhost' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`events.php answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolve();
          else if (waiters.size > 0 && block.includes('event: message')) {
            const text = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}').text;
            waiters.get(text)?.();
            waiters.delete(text);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
  return {
    ready,
    waitFor: (text) => new Promise((resolve) => waiters.set(text, resolve)),
    close: () => request.destroy(),
  };
}

/**
 * POSTs `body` as JSON through `agent` (node:http: the bench's client shares the machine's 2 cores
 * with the API and PostgreSQL, and `fetch` cost it about 1 ms of CPU a request). Resolves to the
 * status and body text.
 */
function post(agent, pathname, cookie, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${BASE}${pathname}`,
      { method: 'POST', agent, headers: { host: 'localhost', cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Transactions of the database so far (`pg_stat_database`, every connection's). */
async function transactions(db, sql) {
  const { rows } = await sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows[0].n);
}

/**
 * The streams bench (see the file's head): `streams` members open their stream (100 at a time),
 * the API's RSS is read before and after, the database's transactions are counted over `idleSeconds`
 * with every stream open and idle, then `rounds` times `senders` members each send a message to
 * another member's open stream at once, timed from the POST to the frame.
 */
export async function streamsBench(report, databaseUrl, { streams = 10_000, senders = 200, rounds = 5, idleSeconds = 30 } = {}) {
  const { register } = await import('tsx/esm/api');
  register();
  const { AUTH, openDatabase, sql } = await import(path.join(ROOT, 'api/src/index.ts'));
  const db = await openDatabase({ url: databaseUrl });
  const api = await startApi(databaseUrl);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  // The senders' connections stay open between rounds, as a browser's do.
  const sendAgent = new http.Agent({ keepAlive: true, maxSockets: senders });
  const open = [];
  try {
    const members = await membersWithSessions(db, sql, streams);
    // The session cookie as the API names it on http (PUBLIC_URL is not https here).
    const cookieName = AUTH.sessionCookie;
    await sleep(2000);
    // RSS with no stream, with half of them and with all, each read 5 s after the last opened; the
    // budget is the second half's growth per stream: what one more stream costs, not the heap's
    // one-time growth to its working size (its young generation alone is up to 96 MB).
    const rss = [rssOf(api.pid)];
    const half = Math.floor(members.length / 2);
    for (let i = 0; i < members.length; i += 100) {
      const batch = members.slice(i, i + 100).map((m) => ({ ...m, stream: openStream(agent, `${cookieName}=${m.token}`) }));
      await Promise.all(batch.map((m) => m.stream.ready));
      open.push(...batch);
      if (open.length === half || open.length === members.length) {
        await sleep(5000);
        rss.push(rssOf(api.pid));
      }
    }
    const [none, halfway, all] = rss.map((bytes) => bytes / 2 ** 20);
    const perStream = (fromMb, toMb, streams) => `${(((toMb - fromMb) * 1024) / streams).toFixed(1)} KB`;
    report(
      `streams: API memory per open stream, from ${half.toLocaleString('en')} to ${open.length.toLocaleString('en')} streams on one process (RSS ${none.toFixed(0)} → ${halfway.toFixed(0)} → ${all.toFixed(0)} MB; from none: ${perStream(none, all, open.length)})`,
      perStream(halfway, all, open.length - half),
      '≤ 20 KB',
    );

    // PostgreSQL reports a backend's transactions to pg_stat_database late, up to 10 s after it
    // went idle (PGSTAT_IDLE_INTERVAL): without this wait the window counted the 20,000 of the
    // streams' opening that were reported in it (8.7 to 54 /s from run to run).
    await sleep(11_000);
    const t0 = await transactions(db, sql);
    await sleep(idleSeconds * 1000);
    const perSecond = ((await transactions(db, sql)) - t0 - 1) / idleSeconds;
    report(`streams: database transactions/s with ${open.length.toLocaleString('en')} idle streams (${idleSeconds} s)`, `${perSecond.toFixed(1)} /s`, '≤ 50 /s');

    const latencies = [];
    // When each POST was answered: the latency is the send itself unless delivery lags behind it.
    const answered = [];
    /** One round: the first `senders` members each send a message to another member's open stream at once; resolves to its ms. */
    const sendRound = async (round, timed) => {
      const roundStart = performance.now();
      await Promise.all(
        open.slice(0, senders).map(async (from, i) => {
          const to = open[senders + ((i + (round + 1) * senders) % (open.length - senders))];
          const text = `stream bench ${round}-${i}`;
          const arrived = to.stream.waitFor(text);
          const started = performance.now();
          const res = await post(sendAgent, '/api/chat.php', `${cookieName}=${from.token}`, { profile: to.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text });
          if (timed) answered.push(performance.now() - started);
          if (res.status !== 201) throw new Error(`chat.php answered ${res.status}: ${res.body}`);
          await Promise.race([arrived, sleep(30_000).then(() => Promise.reject(new Error(`${text} never arrived`)))]);
          if (timed) latencies.push(performance.now() - started);
        }),
      );
      return performance.now() - roundStart;
    };
    // A first round on the cold process (its code not yet optimised by V8, the senders' connections
    // new) is timed apart: the budget is the running site's, not a process's first second.
    const coldMs = await sendRound(-1, false);
    const roundMs = [];
    const cpuBefore = cpuSeconds(api.pid);
    for (let round = 0; round < rounds; round++) roundMs.push(await sendRound(round, true));
    const cpuAfter = cpuSeconds(api.pid);
    const sends = rounds * senders;
    const perSend = (part) => `${(((cpuAfter[part] - cpuBefore[part]) * 1000) / sends).toFixed(2)} ms`;
    latencies.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    report(`streams: CPU per chat send (API process, PostgreSQL, this bench's client; ${sends} sends, ${(roundMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s)`, `${perSend('api')} (kernel ${perSend('apiKernel')}), ${perSend('postgres')}, ${perSend('bench')}`, '—');
    report(`streams: chat POST answered p50 / p95 (the same sends; rounds took ${roundMs.map((ms) => ms.toFixed(0)).join(', ')} ms after a first, cold one of ${coldMs.toFixed(0)} ms)`, `${at(answered, 0.5).toFixed(0)} / ${at(answered, 0.95).toFixed(0)} ms`, '—');
    report(`streams: chat send → recipient p50 (${senders} members sending at once, ${rounds} rounds)`, `${at(latencies, 0.5).toFixed(0)} ms`, '—');
    report(`streams: chat send → recipient p95 (${senders} members sending at once)`, `${at(latencies, 0.95).toFixed(0)} ms`, '≤ 300 ms');
  } finally {
    for (const m of open) m.stream.close();
    sendAgent.destroy();
    await new Promise((resolve) => {
      api.once('exit', resolve);
      api.kill('SIGTERM');
    });
    await db.destroy();
  }
}

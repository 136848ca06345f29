// The shared services under the local cluster (issue 33; tools/start-cluster.mjs): PostgreSQL (the
// machine's own cluster, started when it is down), Redis and the local S3-compatible store (each a
// child process on its own port), plus the small helpers the start script needs around child
// processes: free ports, labelled output, waiting for a port or a URL.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { pgTool } from '../lib/backup.mjs';
import { ROOT } from '../lib/config.mjs';

const run = promisify(execFile);

/**
 * Resolves when every port of `ports` (name → number) can be bound on `host`; rejects naming the
 * first taken one and its variable (`variables`: name → environment variable), e.g. a cluster
 * still running or the development platform on a clashing port.
 */
export async function assertPortsFree(ports, variables, host = '127.0.0.1') {
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (!free) throw new Error(`port ${port} (${variables[name]}) is taken: another cluster still running? Stop it, or choose another port with ${variables[name]}=…`);
  }
}

/** Passes a child's output on, each line prefixed with `[label]` (one stream per process stays readable among eleven). */
export function labelOutput(child, label, out = process.stdout) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
    stream.on('end', () => rest.trim() && out.write(`[${label}] ${rest}\n`));
  }
}

/** Resolves when `host:port` accepts a TCP connection, polling every 100 ms; rejects after `timeoutMs` or when `gone` (a promise) settles first. */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 30_000, gone = new Promise(() => {}), label = `port ${port}` } = {}) {
  let over = false;
  gone.then(() => {
    over = true;
  });
  const until = Date.now() + timeoutMs;
  while (!over && Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(over ? `${label} ended before it listened` : `${label} did not listen within ${timeoutMs / 1000} s`);
}

/** Whether `url`'s host is this machine. */
const isLocal = (url) => ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(url.hostname);

/** `url` with another database (PostgreSQL's maintenance database `postgres` by default). */
function onDatabase(url, name = 'postgres') {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other;
}

/** A PostgreSQL identifier, quoted. */
const ident = (name) => `"${name.replaceAll('"', '""')}"`;
/** A PostgreSQL string literal. */
const literal = (value) => `'${value.replaceAll("'", "''")}'`;

/** Runs SQL as the `postgres` superuser over the local socket (root only: `runuser`). */
function asSuperuser(sql) {
  return run('runuser', ['-u', 'postgres', '--', 'psql', '-XAtqc', sql]);
}

/**
 * Makes the cluster's database ready (issue 33): reachable — the machine's PostgreSQL started
 * with `pg_ctlcluster` when the URL is local and nothing answers —, its role present (made by the
 * `postgres` superuser when this runs as root on the local server and the role cannot log in), and
 * the database present: made when missing, dropped (its connections ended) and made anew with
 * `fresh`. `log` gets one line per step taken.
 * @param {string} databaseUrl postgres://role:password@host:port/database
 * @throws Error with PostgreSQL's message when it stays unreachable or the role may not create databases
 */
export async function ensureDatabase(databaseUrl, { fresh = false, log = () => {} } = {}) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = onDatabase(url);
  const probe = () => pgTool('psql', ['-XAtc', 'select 1'], maintenance).then(() => null, (error) => error);
  let problem = await probe();
  if (problem && isLocal(url) && /Connection refused|No such file|could not connect/i.test(problem.message)) {
    const clusters = await run('pg_lsclusters', ['--no-header']).then(({ stdout }) => stdout.trim().split('\n').filter(Boolean), () => []);
    const port = url.port || '5432';
    const cluster = clusters.map((line) => line.split(/\s+/)).find((fields) => fields[2] === port);
    if (cluster) {
      log(`starting PostgreSQL ${cluster[0]} ${cluster[1]} (pg_ctlcluster)`);
      await run('pg_ctlcluster', [cluster[0], cluster[1], 'start']).catch((error) => log(`pg_ctlcluster: ${error.stderr?.trim() || error.message}`));
      await waitForPort(Number(port), { label: 'PostgreSQL', timeoutMs: 30_000 });
      problem = await probe();
    }
  }
  const role = decodeURIComponent(url.username);
  if (problem && isLocal(url) && process.getuid?.() === 0 && role && /authentication failed|does not exist/i.test(problem.message)) {
    log(`making the role ${role} (CREATEDB) as postgres`);
    await asSuperuser(`DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(role)}) THEN CREATE ROLE ${ident(role)} LOGIN CREATEDB PASSWORD ${literal(decodeURIComponent(url.password))}; END IF; END $$;`);
    problem = await probe();
  }
  if (problem) throw new Error(`PostgreSQL at ${url.host} is not usable as ${role || 'the default role'}: ${problem.message}`);
  if (fresh) {
    log(`dropping the database ${name} (--fresh)`);
    await pgTool('psql', ['-XAtqc', `drop database if exists ${ident(name)} with (force)`], maintenance);
  }
  const exists = (await pgTool('psql', ['-XAtc', `select 1 from pg_database where datname = ${literal(name)}`], maintenance)).trim() === '1';
  if (!exists) {
    log(`creating the database ${name}`);
    await pgTool('psql', ['-XAtqc', `create database ${ident(name)}`], maintenance);
  }
}

/** Drops the database of `databaseUrl` (ending its connections) and makes it anew, empty. */
export async function recreateDatabase(databaseUrl) {
  await ensureDatabase(databaseUrl, { fresh: true });
}

/**
 * Starts Redis on 127.0.0.1:`port`, keeping nothing (`--save '' --appendonly no`; the rate-limit
 * counters need no persistence), as a child. Resolves with it once it accepts connections.
 * @throws Error with redis-server's output when it ends first, or how to install it when it is missing
 */
export async function startRedis(port, dir) {
  mkdirSync(dir, { recursive: true });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir, '--loglevel', 'warning'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let failure = null;
  const gone = new Promise((resolve) => {
    child.once('error', (error) => {
      failure = error;
      resolve();
    });
    child.once('exit', resolve);
  });
  try {
    await waitForPort(port, { gone, label: 'redis-server' });
  } catch (error) {
    throw failure?.code === 'ENOENT' ? new Error("redis-server not found: install Debian's redis-server (apt-get install redis-server)") : error;
  }
  return child;
}

/**
 * Starts the local S3-compatible store (s3rver, tools/lib/s3-local.mjs, as its own process) on
 * 127.0.0.1:`port` with `bucket`, its objects kept in `dir` (kept across starts; `--fresh` empties
 * it before). Resolves with the child once it listens.
 */
export async function startS3(port, dir, bucket) {
  mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'lib', 's3-local.mjs'), '--port', String(port), '--dir', dir, '--bucket', bucket], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const gone = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, { gone, label: 'the local S3 store' });
  return child;
}

/** Sends `signal` to a running child and resolves when it has ended; SIGKILL after `graceMs`. */
export function stopChild(child, signal = 'SIGTERM', graceMs = 12_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

// Issue 33 "One scheduler": of the API processes on one database, only the one holding the lease
// (services/scheduler.ts, migration 027) runs the periodic jobs; when it dies (kill -9, or stops
// without releasing) another takes over within the lease's length and a third of it; a graceful
// stop hands over at once; a job is due its period after its last start, whoever started it.
// Schedulers on the test's database (PGlite and PostgreSQL), then two real API processes on
// PostgreSQL (CI's second API run), the holder killed with SIGKILL.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { databaseBackend } from '../db/index.js';
import { readSchedulerSettings } from '../services/scheduler-config.js';
import { createScheduler, type ScheduledJob, type Scheduler } from '../services/scheduler.js';
import { startApiProcess } from './api-process.js';
import { setupTestApp, type TestContext } from './helpers.js';

/** Polls `check` every 20 ms until it holds; fails after `ms`. Resolves the time it took, ms. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    assert.ok(performance.now() - started < ms, `timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('one scheduler on one database', () => {
  let ctx: TestContext;
  const made: Scheduler[] = [];
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    for (const s of made) await s.stop({ release: false });
    await ctx.close();
  });

  /** A scheduler named `holder` on lease `lease` with one job `job` every `everyMs`, counting its runs in `runs[holder]`. */
  const scheduler = (lease: string, holder: string, runs: Record<string, number>, job = `${lease}-job`, everyMs = 50, leaseMs = 600) => {
    runs[holder] = 0;
    const jobs: ScheduledJob[] = [
      {
        name: job,
        everyMs,
        run: async () => {
          runs[holder] = (runs[holder] ?? 0) + 1;
        },
      },
    ];
    const s = createScheduler({ db: ctx.db, jobs, leaseMs, log: silent, holder, lease });
    made.push(s);
    return s;
  };
  const leaseHolder = async (lease: string) => (await ctx.db.selectFrom('scheduler_leases').select('holder').where('name', '=', lease).executeTakeFirst())?.holder ?? null;

  it('two schedulers started together: one holds the lease and runs the jobs, the other runs none', async () => {
    const runs: Record<string, number> = {};
    const [a, b] = [scheduler('together', 'a', runs), scheduler('together', 'b', runs)];
    a.start();
    b.start();
    await until(() => (runs.a ?? 0) + (runs.b ?? 0) >= 4, 5_000, 'four runs');
    const [leader, other] = a.leading ? [a, b] : [b, a];
    assert.ok(leader.leading && !other.leading, 'exactly one leads');
    assert.equal(runs[other.holder], 0, 'the other ran nothing');
    assert.equal(await leaseHolder('together'), leader.holder);
    const row = await ctx.db.selectFrom('scheduler_runs').selectAll().where('job', '=', 'together-job').executeTakeFirstOrThrow();
    assert.equal(row.holder, leader.holder);
  });

  it('the holder dies without releasing (as kill -9 does): the other takes over within the lease and a third of it, and runs the jobs', async () => {
    const runs: Record<string, number> = {};
    const leaseMs = 600;
    const first = scheduler('takeover', 'first', runs, 'takeover-job', 50, leaseMs);
    assert.equal(await first.tick(), true, 'the first try takes a free lease');
    const second = scheduler('takeover', 'second', runs, 'takeover-job', 50, leaseMs);
    second.start();
    first.start();
    await until(() => (runs.first ?? 0) >= 2, 5_000, 'the first to run its job');
    assert.equal(second.leading, false);
    await first.stop({ release: false });
    const died = performance.now();
    const ranBefore = runs.first;
    await until(() => second.leading, 5_000, 'the second to take over');
    const took = performance.now() - died;
    assert.ok(took <= leaseMs + leaseMs / 3 + 1_000, `took over after ${Math.round(took)} ms`);
    await until(() => (runs.second ?? 0) >= 2, 5_000, 'the second to run the job');
    assert.equal(runs.first, ranBefore, 'the dead one ran nothing more');
    assert.equal(await leaseHolder('takeover'), 'second');
  });

  it('a graceful stop releases the lease: another process takes it at its next try', async () => {
    const runs: Record<string, number> = {};
    const leaving = scheduler('handover', 'leaving', runs, 'handover-job', 60_000, 30_000);
    assert.equal(await leaving.tick(), true);
    const staying = scheduler('handover', 'staying', runs, 'handover-job', 60_000, 30_000);
    assert.equal(await staying.tick(), false, 'held for 30 s');
    await leaving.stop();
    assert.equal(await leaseHolder('handover'), null);
    assert.equal(await staying.tick(), true, 'taken at once, not after 30 s');
  });

  it('a job is due its period after its last start, whoever started it: a new scheduler does not run it again early', async () => {
    const runs: Record<string, number> = {};
    const hour = 60 * 60 * 1000;
    const before = scheduler('cadence', 'before', runs, 'hourly-job', hour);
    assert.equal(await before.tick(), true);
    await before.idle();
    assert.equal(runs.before, 1, 'never run: due at once');
    await before.stop();
    const next = scheduler('cadence', 'next', runs, 'hourly-job', hour);
    assert.equal(await next.tick(), true);
    await next.idle();
    assert.equal(runs.next, 0, 'started a moment ago: not due for an hour');
    await ctx.db.updateTable('scheduler_runs').set({ started_at: new Date(Date.now() - hour - 60_000) }).where('job', '=', 'hourly-job').execute();
    await next.tick();
    await next.idle();
    assert.equal(runs.next, 1, 'overdue: run by the new scheduler');
    const row = await ctx.db.selectFrom('scheduler_runs').selectAll().where('job', '=', 'hourly-job').executeTakeFirstOrThrow();
    assert.equal(row.holder, 'next');
    assert.ok(row.finished_at, 'its end recorded');
    assert.equal(row.error, null);
  });

  it('a failing job is logged and recorded, and the others still run', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const s = createScheduler({
      db: ctx.db,
      leaseMs: 600,
      lease: 'failing',
      holder: 'failing',
      log: { ...silent, error: (obj: unknown) => errors.push(obj) },
      jobs: [
        { name: 'failing-job', everyMs: 60_000, run: async () => Promise.reject(new Error('the job broke')) },
        { name: 'fine-job', everyMs: 60_000, run: async () => ran.push('fine') },
      ],
    });
    made.push(s);
    await s.tick();
    await s.idle();
    assert.deepEqual(ran, ['fine']);
    assert.equal(errors.length, 1);
    const row = await ctx.db.selectFrom('scheduler_runs').select(['error', 'finished_at']).where('job', '=', 'failing-job').executeTakeFirstOrThrow();
    assert.equal(row.error, 'the job broke');
  });

  it('the API’s periodic jobs (purge, reminders and digests, live prune, canary judge and measurement retention) run through the app’s scheduler', async () => {
    assert.equal(await ctx.app.scheduler.tick(), true);
    await ctx.app.scheduler.idle();
    const rows = await ctx.db.selectFrom('scheduler_runs').selectAll().where('holder', '=', ctx.app.scheduler.holder).orderBy('job').execute();
    const expected = ['canary-judge', 'live-events-prune', 'notification-schedule', 'purge-deleted-accounts', 'rum-retention', ...(ctx.kind === 'pglite' ? ['analyze'] : [])].sort();
    assert.deepEqual(rows.map((r) => r.job), expected);
    for (const row of rows) {
      assert.equal(row.error, null, `${row.job}: ${row.error}`);
      assert.ok(row.finished_at, `${row.job} finished`);
    }
    await ctx.app.scheduler.stop();
    assert.equal(await leaseHolder('periodic-jobs'), null, 'released when stopped');
  });
});

describe('AMORA_SCHEDULER and AMORA_SCHEDULER_LEASE_S', () => {
  it('default to on and 30 s; a malformed value is a problem naming the variable', () => {
    assert.deepEqual(readSchedulerSettings({}), { enabled: true, leaseSeconds: 30, problems: [] });
    assert.deepEqual(readSchedulerSettings({ AMORA_SCHEDULER: '0', AMORA_SCHEDULER_LEASE_S: '5' }), { enabled: false, leaseSeconds: 5, problems: [] });
    for (const lease of ['0', '46', '1.5', 'ten']) assert.match(readSchedulerSettings({ AMORA_SCHEDULER_LEASE_S: lease }).problems.join(), /^AMORA_SCHEDULER_LEASE_S must be a whole number of seconds from 1 to 45/);
    assert.match(readSchedulerSettings({ AMORA_SCHEDULER: 'yes' }).problems.join(), /^AMORA_SCHEDULER must be 1/);
  });
});

describe('one scheduler across API processes on PostgreSQL', () => {
  let ctx: TestContext;
  let url: string | null = null;
  const children: ChildProcess[] = [];
  before(async () => {
    ctx = await setupTestApp();
    const backend = databaseBackend(ctx.db);
    const searchPath = backend?.kind === 'postgres' ? /search_path=(\S+)/.exec(backend.pool.options.options ?? '')?.[1] : undefined;
    if (!process.env.DATABASE_URL || !searchPath) return;
    const u = new URL(process.env.DATABASE_URL);
    u.searchParams.set('options', `-c search_path=${searchPath}`);
    url = u.toString();
  });
  after(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await ctx.close();
  });

  it('two API processes: only the lease holder runs the jobs; after kill -9 of it the other takes over within the lease', async (t) => {
    if (!url) return t.skip('needs DATABASE_URL=postgres://… (a second process cannot open the in-process PGlite)');
    const leaseSeconds = 1;
    const env = { DATABASE_URL: url, AMORA_SCHEDULER_LEASE_S: String(leaseSeconds) };
    const started = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    children.push(...started.map((s) => s.child));
    const pidOf = (holder: string | null | undefined) => Number(holder?.split(':')[1]);
    const lease = () => ctx.db.selectFrom('scheduler_leases').select('holder').where('name', '=', 'periodic-jobs').executeTakeFirst();
    const jobs = ['canary-judge', 'live-events-prune', 'notification-schedule', 'purge-deleted-accounts', 'rum-retention'];
    const finished = () => ctx.db.selectFrom('scheduler_runs').select(['job', 'holder']).where('finished_at', 'is not', null).orderBy('job').execute();
    await until(async () => (await finished()).length === jobs.length, 10_000, 'the jobs to run');
    const holder = (await lease())?.holder;
    const leader = started.find((s) => s.child.pid === pidOf(holder));
    const other = started.find((s) => s !== leader);
    assert.ok(leader && other, `the holder ${holder} is one of the two processes`);
    const runs = await finished();
    assert.deepEqual(runs.map((r) => r.job), jobs);
    for (const run of runs) assert.equal(run.holder, holder, `${run.job} was run by the holder only`);

    const exited = new Promise((resolve) => leader.child.once('exit', resolve));
    leader.child.kill('SIGKILL');
    await exited;
    const took = await until(async () => pidOf((await lease())?.holder) === other.child.pid, 10_000, 'the other process to take the lease');
    assert.ok(took <= leaseSeconds * 1000 * (4 / 3) + 1_500, `took over ${Math.round(took)} ms after the kill`);
    // The new scheduler runs what is due: made due here, it runs within a try or two.
    await ctx.db.updateTable('scheduler_runs').set({ started_at: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where('job', '=', 'live-events-prune').execute();
    await until(
      async () => pidOf((await ctx.db.selectFrom('scheduler_runs').select('holder').where('job', '=', 'live-events-prune').executeTakeFirstOrThrow()).holder) === other.child.pid,
      5_000,
      'the new scheduler to run an overdue job',
    );
  });
});

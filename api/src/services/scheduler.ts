/**
 * One scheduler across API processes (issue 33 "One scheduler"): the periodic jobs
 * (services/periodic-jobs.ts) run in the one process holding the lease row `scheduler_leases`
 * (migration 027), on PGlite and PostgreSQL alike.
 *
 * - Every process with a scheduler tries every third of the lease (`leaseMs / 3`): one statement
 *   takes the lease when it is free or ran out (by the database's clock, so the machines' clocks
 *   do not matter) and renews it when this process holds it. The holder runs the jobs.
 * - A process that stops gracefully releases the lease at once; one that dies (kill -9, a lost
 *   machine) stops renewing, so another takes over at most `leaseMs + leaseMs / 3` later (40 s
 *   with the default 30-second lease).
 * - A job is due `everyMs` after its last start (`scheduler_runs.started_at`, whoever started it):
 *   a new scheduler keeps the cadence, runs at once what is overdue, and a job is claimed by one
 *   statement, so it never starts twice for one period even while two processes briefly both
 *   think they hold the lease (a renewal that hung past the lease's end). The jobs are written to
 *   be safe if that ever happens (purges delete what is still there, reminders are keyed).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** A periodic job. */
export interface ScheduledJob {
  /** Unique name (its row in `scheduler_runs`), e.g. `purge-deleted-accounts`. */
  name: string;
  /** How often it runs, ms (counted from its last start). */
  everyMs: number;
  /** The work; a rejection is logged and recorded in `scheduler_runs.error`. */
  run(): Promise<unknown>;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface SchedulerOptions {
  db: Kysely<DB>;
  jobs: readonly ScheduledJob[];
  /** How long the lease lasts unless renewed, ms (config.scheduler.leaseSeconds × 1000). */
  leaseMs: number;
  log: Logger;
  /** This process's name in the lease (default `<host>:<pid>:<random>`). */
  holder?: string;
  /** The lease's name (default `periodic-jobs`). */
  lease?: string;
  /** How long `stop` waits for jobs under way, ms (default 2,000: within the process's 10 s graceful stop). */
  stopWaitMs?: number;
}

export interface Scheduler {
  /** This process's name in `scheduler_leases.holder` and `scheduler_runs.holder`. */
  readonly holder: string;
  /** Whether this process held the lease at its last try. */
  readonly leading: boolean;
  /** Tries for the lease now and then every `leaseMs / 3` (unref'd timer); runs the due jobs while holding it. */
  start(): void;
  /**
   * One try now: takes or renews the lease and, holding it, starts the due jobs (without waiting
   * for them). Resolves whether this process holds the lease.
   */
  tick(): Promise<boolean>;
  /** Resolves when the jobs started so far have finished. */
  idle(): Promise<void>;
  /**
   * Stops trying, releases the lease (another process takes over at its next try) and waits up to
   * `stopWaitMs` for the jobs under way. `{release: false}` leaves the lease to run out, as a
   * killed process does (tests). A second call returns the first one's promise.
   */
  stop(options?: { release?: boolean }): Promise<void>;
}

/** `<host>:<pid>:<6 hex>`: which machine and process is the scheduler, for operators. */
export function defaultHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Takes the lease when it is free or ran out, renews it when `holder` has it; true when `holder` holds it now. */
async function takeLease(db: Kysely<DB>, lease: string, holder: string, leaseMs: number): Promise<boolean> {
  const { rows } = await sql<{ holder: string }>`
    insert into scheduler_leases (name, holder, until) values (${lease}, ${holder}, now() + make_interval(secs => ${leaseMs / 1000}))
    on conflict (name) do update set holder = excluded.holder, until = excluded.until,
      acquired_at = case when scheduler_leases.holder = excluded.holder then scheduler_leases.acquired_at else now() end
    where scheduler_leases.holder = excluded.holder or scheduler_leases.until < now()
    returning holder`.execute(db);
  return rows.length === 1;
}

/** Marks `job` started by `holder` when it is due (never run, or last started `everyMs` ago); true when this call claimed the run. */
async function claimRun(db: Kysely<DB>, job: ScheduledJob, holder: string): Promise<boolean> {
  const { rows } = await sql<{ job: string }>`
    insert into scheduler_runs (job, holder, started_at) values (${job.name}, ${holder}, now())
    on conflict (job) do update set holder = excluded.holder, started_at = excluded.started_at, finished_at = null, error = null
    where scheduler_runs.started_at <= now() - make_interval(secs => ${job.everyMs / 1000})
    returning job`.execute(db);
  return rows.length === 1;
}

/** Creates the scheduler of one process (not started; see the file's comment). */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, leaseMs, log, holder = defaultHolder(), lease = 'periodic-jobs', stopWaitMs = 2_000 } = options;
  const running = new Map<string, Promise<void>>();
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<boolean> | null = null;
  let stopping: Promise<void> | null = null;

  const runJob = (job: ScheduledJob) => {
    const started = Date.now();
    const done = (async () => {
      let error: string | null = null;
      try {
        await job.run();
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        log.error({ err: e, job: job.name }, 'a periodic job failed');
      }
      await db
        .updateTable('scheduler_runs')
        .set({ finished_at: new Date(), error })
        .where('job', '=', job.name)
        .where('holder', '=', holder)
        .execute()
        .catch((e: unknown) => log.error({ err: e, job: job.name }, 'recording a periodic job’s end failed'));
      if (Date.now() - started > 10_000) log.info({ job: job.name, ms: Date.now() - started }, 'a periodic job took long');
    })().finally(() => running.delete(job.name));
    running.set(job.name, done);
  };

  const round = async (): Promise<boolean> => {
    let holds = false;
    try {
      holds = await takeLease(db, lease, holder, leaseMs);
    } catch (error) {
      log.error({ err: error, holder }, 'the scheduler could not reach its lease; running no periodic job until it can');
    }
    if (holds !== leading) {
      if (holds) log.info({ holder, leaseMs }, 'this process is now the scheduler of the periodic jobs');
      else log.warn({ holder }, 'this process is no longer the scheduler of the periodic jobs');
    }
    leading = holds;
    if (!holds || stopped) return holds;
    for (const job of jobs) {
      if (stopped) break;
      if (running.has(job.name)) continue;
      try {
        if (await claimRun(db, job, holder)) runJob(job);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'claiming a periodic job failed');
      }
    }
    return holds;
  };

  const tick = (): Promise<boolean> => {
    if (stopped) return Promise.resolve(false);
    // One try at a time: a slow database makes the next timer tick wait for this one.
    current ??= round().finally(() => {
      current = null;
    });
    return current;
  };

  return {
    holder,
    get leading() {
      return leading;
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), Math.max(50, Math.floor(leaseMs / 3)));
      timer.unref();
      void tick();
    },
    tick,
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
    stop({ release = true } = {}) {
      // Called at SIGTERM and again when the app closes: the second call waits for the first.
      stopping ??= (async () => {
        stopped = true;
        if (timer) clearInterval(timer);
        timer = null;
        await current;
        if (release && leading) {
          // The next try of another process takes it; a job claimed here is not due again for its period.
          await db
            .deleteFrom('scheduler_leases')
            .where('name', '=', lease)
            .where('holder', '=', holder)
            .execute()
            .catch((error: unknown) => log.error({ err: error }, 'releasing the scheduler’s lease failed (it runs out on its own)'));
        }
        leading = false;
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...running.values()]), new Promise((resolve) => (wait = setTimeout(resolve, stopWaitMs)))]);
        clearTimeout(wait);
      })();
      return stopping;
    },
  };
}

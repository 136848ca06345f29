/**
 * The worker of the mail and push queue (services/notification-queue.ts; issue 15, issue 32 "One
 * mail pipeline"), one per API process (`app.notificationWorker`, plugins/mail.ts):
 *
 * - **Sends in parallel, bounded**: at most `concurrency` jobs (8) at a time. While it runs
 *   (`start`), each free slot claims the next due job — `for update skip locked`, so several
 *   processes share the queue, ordered by priority then age (`notification_jobs_claim_idx`) — so a
 *   push or an account mail queued behind 100,000 digests waits for one send to end, not for the
 *   digests. Idle, it looks every `pollMs` (1 s).
 * - **Woken at once** for an account mail: the request's process stores it already claimed and
 *   hands it over ({@link NotificationWorker.dispatch}, services/mailer.ts), ahead of every waiting job.
 * - **Decides at send time** (services/notification-delivery.ts): the member's preference for the
 *   type, mail not disabled, a confirmed and living account, the message still unread, for a push the
 *   site not open; an account mail goes out as written.
 * - **Retries** a failed send after each of `retryDelaysS` (production: 30 s … 3 h, ≈ 17 h in all,
 *   services/mail-config.ts), then gives up (`failed`).
 * - **Stops gracefully** ({@link NotificationWorker.stop}, the app's close hook on SIGTERM): claims
 *   nothing more, hands the claimed jobs not yet started back (`pending`, the attempt not counted)
 *   and waits for the sends under way, so a deploy marks no mail failed.
 * - A job found still `sending` after its lock ran out (a process killed mid-send) is given up
 *   when it is a notification or push (it may have gone out: never sent twice) and sent again when
 *   it is an account mail (better twice than never).
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Site } from '../repositories/sites.js';
import type { MailDispatcher } from './mailer.js';
import type { Job, MailSender, Skip } from './mail-types.js';
import { type DeliveryContext, deliverDirect, deliverMail, deliverPush } from './notification-delivery.js';
import { NOTIFICATION_QUEUE, scheduleDigests, scheduleReminders } from './notification-queue.js';

/** What the worker needs. `origin(site)` is the site's public origin for links (`https://amora.example`). */
export interface NotificationWorkerOptions {
  db: Kysely<DB>;
  /** Where mails go: the transport (services/mail-transport.ts). */
  mailer: MailSender;
  resolveSite: (domain: string) => Promise<Site | null>;
  origin: (site: Site) => string;
  /** Whether the member has the site open now (a live stream on any API process): no push then. */
  isOnline?: (userId: number) => boolean | Promise<boolean>;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Test-only: origins of local push services posted to without the endpoint checks (config.pushTestOrigins). */
  pushTestOrigins?: readonly string[];
  /** Waits before the retries of a failed send, seconds; default {@link NOTIFICATION_QUEUE}.retryDelaysS. */
  retryDelaysS?: readonly number[];
  /** Jobs sent at once (default 8). */
  concurrency?: number;
  /** How often an idle running worker looks for due jobs, ms (default 1,000). */
  pollMs?: number;
  /** How long `stop` waits for the sends under way, ms (default 20,000). */
  stopTimeoutMs?: number;
}

export interface NotificationWorker extends MailDispatcher {
  /**
   * One explicit round (tests, tools): gives up interrupted jobs, claims up to
   * `NOTIFICATION_QUEUE.batch` jobs due at `now`, sends them (`concurrency` at a time) and returns
   * how many were handled (sent, skipped or failed).
   */
  runDue(now?: Date): Promise<number>;
  /** Queues an unread-message reminder for each member whose messages wait since a day; returns how many. */
  scheduleReminders(now?: Date): Promise<number>;
  /**
   * Queues this week's `weekly_updates` for every member who wants it (one per member and week,
   * counted and perhaps skipped when sent) and the one `reminders` mail to add a photo for members
   * without one 48 hours after sign-up; returns how many were queued.
   */
  scheduleDigests(now?: Date): Promise<number>;
  /** Sends every due job as slots free up, looks again every `pollMs` when idle (timer unref'd); reminders and digests are queued by the scheduler (services/periodic-jobs.ts). */
  start(): void;
  /** Graceful stop (see the file's comment); resolves when the sends under way have ended (or after `stopTimeoutMs`). */
  stop(): Promise<void>;
}

type Log = NotificationWorkerOptions['log'];

/**
 * The jobs this process holds (claimed and not yet settled), whichever worker claimed them: a job
 * held here is never taken for interrupted, however long its send takes.
 */
const HELD = new Set<number>();

/** How often a running worker looks for jobs left `sending` by a stopped process, ms. */
const INTERRUPTED_CHECK_MS = 30_000;

/**
 * Jobs found still `sending` after their lock ran out (their process stopped mid-send): a
 * notification or push is given up (`failed`: it may have gone out, and is never sent twice), an
 * account mail is `pending` again (sent again: better twice than never).
 */
async function failInterrupted(db: Kysely<DB>, now: Date): Promise<void> {
  let query = db
    .updateTable('notification_jobs')
    .set({
      status: sql<'pending' | 'failed'>`case when channel = 'direct' then 'pending' else 'failed' end`,
      locked_until: null,
      last_error: sql<string>`case when channel = 'direct' then 'interrupted while sending; sent again (an account mail may arrive twice, never not at all)'
        else 'interrupted while sending; not retried, so never sent twice' end`,
    })
    .where('status', '=', 'sending')
    .where('locked_until', '<', now);
  if (HELD.size > 0) query = query.where('id', 'not in', [...HELD]);
  await query.execute();
}

/** Claims up to `limit` jobs due at `now` for this process (`sending`, locked), by priority then age; skip locked: other processes take others. */
async function claimDue(db: Kysely<DB>, now: Date, limit: number): Promise<Job[]> {
  if (limit <= 0) return [];
  const lockedUntil = new Date(now.getTime() + NOTIFICATION_QUEUE.lockSeconds * 1000);
  const { rows } = await sql<Job>`
    update notification_jobs set status = 'sending', attempts = attempts + 1, locked_until = ${lockedUntil}
    where id in (
      select id from notification_jobs where status = 'pending' and run_at <= ${now}
      order by priority, run_at, id limit ${limit} for update skip locked
    )
    returning id, user_id, channel, kind, payload, attempts, priority`.execute(db);
  for (const job of rows) HELD.add(job.id);
  return rows;
}

/** Gives claimed jobs that were never started back to the queue: `pending`, the attempt not counted. */
async function handBack(db: Kysely<DB>, jobs: readonly Job[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .updateTable('notification_jobs')
    .set((eb) => ({ status: 'pending', locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', jobs.map((j) => j.id))
    .where('status', '=', 'sending')
    .execute();
  for (const job of jobs) HELD.delete(job.id);
}

/** Records a handled job: `sent`, or `skipped` with the reason in `last_error`. */
async function settle(db: Kysely<DB>, job: Job, result: Skip | null): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set(result ? { status: 'skipped', locked_until: null, last_error: result.skip } : { status: 'sent', locked_until: null, sent_at: new Date() })
    .where('id', '=', job.id)
    .execute();
}

/** A failed send: `pending` again after the next of `delaysS`, or `failed` after the last; logged. */
async function retryOrGiveUp(db: Kysely<DB>, job: Job, error: unknown, now: Date, delaysS: readonly number[], log: Log): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const delay = delaysS[job.attempts - 1];
  log?.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, delay === undefined ? 'sending a queued mail or push failed; giving up' : 'sending a queued mail or push failed; will retry');
  await db
    .updateTable('notification_jobs')
    .set(
      delay === undefined
        ? { status: 'failed', locked_until: null, last_error: message }
        : { status: 'pending', locked_until: null, last_error: message, run_at: new Date(now.getTime() + delay * 1000) },
    )
    .where('id', '=', job.id)
    .execute();
}

/** The worker of one API process (see the file's comment). */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, log, retryDelaysS = NOTIFICATION_QUEUE.retryDelaysS, concurrency = 8, pollMs = 1_000, stopTimeoutMs = 20_000 } = options;
  const delivery: DeliveryContext = {
    db,
    mailer: options.mailer,
    resolveSite: options.resolveSite,
    origin: options.origin,
    isOnline: options.isOnline ?? (() => false),
    pushTestOrigins: options.pushTestOrigins ?? [],
  };
  /** Claimed, not yet started: by priority, then id. */
  const waiting: Job[] = [];
  const sending = new Set<Promise<void>>();
  const settleListeners = new Set<() => void>();
  let claiming: Promise<void> | null = null;
  let running = false;
  let stopping = false;
  /** Whether the last claim got all it asked for (so more may be due); reset by each poll. */
  let moreDue = true;
  let lastInterruptedCheck = 0;
  let timers: NodeJS.Timeout[] = [];

  /** Sends one held job and records the outcome; `now` (explicit rounds) dates a retry, else the failure's time. */
  async function sendOne(job: Job, now?: Date): Promise<void> {
    try {
      const deliver = job.channel === 'push' ? deliverPush : job.channel === 'direct' ? deliverDirect : deliverMail;
      await settle(db, job, await deliver(delivery, job));
    } catch (error) {
      await retryOrGiveUp(db, job, error, now ?? new Date(), retryDelaysS, log).catch((e: unknown) => log?.error({ err: e, job: job.id }, 'recording a failed send failed'));
    } finally {
      HELD.delete(job.id);
      for (const listener of [...settleListeners]) listener();
    }
  }

  function enqueue(jobs: readonly Job[]): void {
    waiting.push(...jobs);
    waiting.sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  /** Starts waiting jobs while slots are free, then (running) claims more for the free slots. */
  function pump(): void {
    while (!stopping && sending.size < concurrency && waiting.length > 0) {
      const job = waiting.shift() as Job;
      const done: Promise<void> = sendOne(job).finally(() => {
        sending.delete(done);
        pump();
      });
      sending.add(done);
    }
    const free = concurrency - sending.size - waiting.length;
    if (!running || stopping || claiming || !moreDue || free <= 0) return;
    claiming = (async () => {
      let jobs: Job[] = [];
      try {
        jobs = await claimDue(db, new Date(), free);
      } catch (error) {
        log?.error({ err: error }, 'claiming queued mails and pushes failed');
      }
      moreDue = jobs.length === free;
      claiming = null;
      if (stopping) await handBack(db, jobs);
      else {
        enqueue(jobs);
        pump();
      }
    })();
  }

  /** One poll of a running worker: jobs left by stopped processes now and then, then whatever is due. */
  function tick(): void {
    if (Date.now() - lastInterruptedCheck >= INTERRUPTED_CHECK_MS) {
      lastInterruptedCheck = Date.now();
      failInterrupted(db, new Date()).catch((error: unknown) => log?.error({ err: error }, 'looking for interrupted sends failed'));
    }
    moreDue = true;
    pump();
  }

  async function runDue(now = new Date()): Promise<number> {
    await failInterrupted(db, now);
    const jobs = await claimDue(db, now, NOTIFICATION_QUEUE.batch);
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) await sendOne(jobs[next++] as Job, now);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    return jobs.length;
  }

  return {
    runDue,
    scheduleReminders: (now) => scheduleReminders(db, now),
    scheduleDigests: (now) => scheduleDigests(db, now),

    get accepting() {
      return !stopping;
    },

    dispatch(job) {
      HELD.add(job.id);
      if (stopping) {
        void handBack(db, [job]).catch((error: unknown) => log?.error({ err: error, job: job.id }, 'handing a mail back failed'));
        return;
      }
      enqueue([job]);
      pump();
    },

    settled(ms) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          settleListeners.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        settleListeners.add(done);
      });
    },

    start() {
      if (running || stopping) return;
      running = true;
      // Reminders and digests are queued by the one scheduler process (services/periodic-jobs.ts, issue 33).
      timers = [setInterval(tick, pollMs)];
      for (const timer of timers) timer.unref();
      tick();
    },

    async stop() {
      stopping = true;
      running = false;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await claiming;
      await handBack(db, waiting.splice(0));
      if (sending.size === 0) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...sending]), new Promise((resolve) => (timeout = setTimeout(resolve, stopTimeoutMs)))]);
      clearTimeout(timeout);
    },
  };
}

/**
 * The worker of the notification queue (services/notification-queue.ts, issue 15), one per API
 * process: claims due jobs (`for update skip locked`, so several processes share the queue),
 * decides at send time — the member's preference for the type, mail not disabled (spam complaint,
 * bounce, unsubscribe), a confirmed and living account, the message still unread, for a push the
 * site not open — and sends: a mail through the mailer in the member's language with the one-click
 * unsubscribe headers of RFC 8058, a push to each subscription (services/web-push.ts). A failed
 * send is retried after 1, 5, 30 and 120 minutes, then given up (`failed`). A job found still
 * `sending` after its lock ran out (the process stopped mid-send) is given up too: it may have
 * gone out, and nothing is sent twice. What is sent and when a job is skipped:
 * services/notification-delivery.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Site } from '../repositories/sites.js';
import type { Mailer } from './mailer.js';
import { type DeliveryContext, deliverMail, deliverPush, type Job, type Skip } from './notification-delivery.js';
import { NOTIFICATION_QUEUE, scheduleDigests, scheduleReminders } from './notification-queue.js';

/** What the worker needs. `origin(site)` is the site's public origin for links (`https://amora.example`). */
export interface NotificationWorkerOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  resolveSite: (domain: string) => Promise<Site | null>;
  origin: (site: Site) => string;
  /** Whether the member has the site open now (a live stream on any API process): no push then. */
  isOnline?: (userId: number) => boolean | Promise<boolean>;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Test-only: origins of local push services posted to without the endpoint checks (config.pushTestOrigins). */
  pushTestOrigins?: readonly string[];
}

export interface NotificationWorker {
  /** Sends the jobs due at `now`; returns how many were handled (sent, skipped or failed). */
  runDue(now?: Date): Promise<number>;
  /** Queues an unread-message reminder for each member whose messages wait since a day; returns how many. */
  scheduleReminders(now?: Date): Promise<number>;
  /**
   * Queues this week's `weekly_updates` for every member who wants it (one per member and week,
   * counted and perhaps skipped when sent) and the one `reminders` mail to add a photo for members
   * without one 48 hours after sign-up; returns how many were queued.
   */
  scheduleDigests(now?: Date): Promise<number>;
  /** Runs both on their timers (unref'd) until `stop`. */
  start(): void;
  stop(): void;
}

type Log = NotificationWorkerOptions['log'];

/** Gives up the jobs found still `sending` after their lock ran out: they may have gone out, so they are not sent again. */
async function failInterrupted(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set({ status: 'failed', locked_until: null, last_error: 'interrupted while sending; not retried, so never sent twice' })
    .where('status', '=', 'sending')
    .where('locked_until', '<', now)
    .execute();
}

/** Claims up to `NOTIFICATION_QUEUE.batch` due jobs for this process (`sending`, locked; skip locked: other processes take others). */
async function claimDue(db: Kysely<DB>, now: Date): Promise<Job[]> {
  const lockedUntil = new Date(now.getTime() + NOTIFICATION_QUEUE.lockSeconds * 1000);
  const { rows } = await sql<Job>`
    update notification_jobs set status = 'sending', attempts = attempts + 1, locked_until = ${lockedUntil}
    where id in (
      select id from notification_jobs where status = 'pending' and run_at <= ${now}
      order by run_at, id limit ${NOTIFICATION_QUEUE.batch} for update skip locked
    )
    returning id, user_id, channel, kind, payload, attempts`.execute(db);
  return rows;
}

/** Records a handled job: `sent`, or `skipped` with the reason in `last_error`. */
async function settle(db: Kysely<DB>, job: Job, result: Skip | null): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set(result ? { status: 'skipped', locked_until: null, last_error: result.skip } : { status: 'sent', locked_until: null, sent_at: new Date() })
    .where('id', '=', job.id)
    .execute();
}

/** A failed send: `pending` again after the next of `NOTIFICATION_QUEUE.retryDelaysS`, or `failed` after the last; logged. */
async function retryOrGiveUp(db: Kysely<DB>, job: Job, error: unknown, now: Date, log: Log): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const delay = NOTIFICATION_QUEUE.retryDelaysS[job.attempts - 1];
  log?.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, delay === undefined ? 'notification mail failed; giving up' : 'notification mail failed; will retry');
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

/** The notification worker of one API process (see the file's comment). */
export function createNotificationWorker({ db, mailer, resolveSite, origin, isOnline = () => false, log, pushTestOrigins = [] }: NotificationWorkerOptions): NotificationWorker {
  const delivery: DeliveryContext = { db, mailer, resolveSite, origin, isOnline, pushTestOrigins };
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | null = null;

  async function runDue(now = new Date()): Promise<number> {
    await failInterrupted(db, now);
    const jobs = await claimDue(db, now);
    for (const job of jobs) {
      try {
        await settle(db, job, await (job.channel === 'push' ? deliverPush(delivery, job) : deliverMail(delivery, job)));
      } catch (error) {
        await retryOrGiveUp(db, job, error, now, log);
      }
    }
    return jobs.length;
  }

  /** One round at a time per process: a slow round is not overlapped by the next tick. */
  function tick(): void {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'sending notification mails failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    runDue,
    scheduleReminders: (now) => scheduleReminders(db, now),
    scheduleDigests: (now) => scheduleDigests(db, now),
    start() {
      timers = [
        setInterval(tick, NOTIFICATION_QUEUE.pollMs),
        setInterval(() => {
          scheduleReminders(db).catch((error: unknown) => log?.error({ err: error }, 'scheduling unread-message reminders failed'));
          scheduleDigests(db).catch((error: unknown) => log?.error({ err: error }, 'scheduling weekly updates and reminders failed'));
        }, NOTIFICATION_QUEUE.reminderCheckMs),
      ];
      for (const timer of timers) timer.unref();
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
  };
}

/*
 * The periodic jobs of the API (issue 33 "One scheduler"), run by the one process holding the
 * scheduler's lease (services/scheduler.ts, plugins/scheduler.ts). What stays per process, and
 * why: each process's queue worker claims due mails with `skip locked` and sends them (every
 * process sends; services/notification-worker.ts), and each process renews its own live presence
 * rows and heartbeats its own streams (live-presence.ts, routes/events.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canaryJudgeOf } from './canary-judge.js';
import { LIVE } from './live-events.js';
import { NOTIFICATION_QUEUE } from './notification-queue.js';
import { PURGE, purgeDeletedAccounts } from './purge.js';
import type { ScheduledJob } from './scheduler.js';

/** How often real-user measurements past their 30 days are deleted, ms (issue 35). */
const RUM_RETENTION_EVERY_MS = 60 * 60 * 1000;

/** How often the embedded PGlite's planner statistics are refreshed, ms (PostgreSQL's autovacuum does it there). */
const ANALYZE_EVERY_MS = 60 * 60 * 1000;

/** Runs each step, even when one before failed; rejects with the first failure. */
async function allSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  const failures = (await Promise.allSettled(steps.map((step) => step()))).filter((r) => r.status === 'rejected');
  if (failures[0]) throw failures[0].reason;
}

/**
 * The periodic jobs of an app (its db, config, media store, live hub and queue worker):
 * - `purge-deleted-accounts`, hourly: accounts deleted more than 14 days ago erased with their
 *   photos (services/purge.ts; spec §4, §9);
 * - `notification-schedule`, every 30 minutes: unread-message reminders, weekly updates and the
 *   add-a-photo reminder queued (services/notification-queue.ts; each keyed, so never twice);
 * - `live-events-prune`, hourly: stored live events older than a day, and presence rows of
 *   processes that died (expired an hour ago), deleted;
 * - `rum-retention`, hourly: real-user measurements older than 30 days deleted (issue 35;
 *   repositories/canaries.ts prune);
 * - `canary-judge`, every `config.rum.canaryCheckMs` (60 s; `AMORA_CANARY_CHECK_MS`): every canary
 *   compared with its active version, worse ones ended, held auto-promoted ones promoted (issue 35;
 *   services/canary-judge.ts);
 * - `analyze` (embedded PGlite only), hourly: fresh planner statistics — PGlite has no autovacuum,
 *   and without them its planner sorts whole tables where an index would serve (the operator
 *   queues read 20 of 10,000 rows in 30 ms with them, 700 ms without).
 */
export function periodicJobs(app: FastifyInstance): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    {
      name: 'purge-deleted-accounts',
      everyMs: PURGE.intervalMs,
      run: async () => {
        const { accounts } = await purgeDeletedAccounts(app.db, app.config, new Date(), app.storage);
        if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
      },
    },
    {
      name: 'notification-schedule',
      everyMs: NOTIFICATION_QUEUE.reminderCheckMs,
      run: () => allSteps([() => app.notificationWorker.scheduleReminders(), () => app.notificationWorker.scheduleDigests()]),
    },
    {
      name: 'live-events-prune',
      everyMs: LIVE.pruneIntervalMs,
      run: () => allSteps([() => app.live.prune(), () => app.db.deleteFrom('live_presence').where('until', '<', sql<Date>`now() - interval '1 hour'`).execute()]),
    },
    {
      name: 'rum-retention',
      everyMs: RUM_RETENTION_EVERY_MS,
      run: async () => {
        const rows = await app.repos.canaries.prune();
        if (rows > 0) app.log.info({ rows }, 'rum: deleted measurements older than 30 days');
      },
    },
    {
      name: 'canary-judge',
      everyMs: app.config.rum.canaryCheckMs,
      run: () => canaryJudgeOf(app).judge(),
    },
  ];
  if (!app.config.databaseUrl) jobs.push({ name: 'analyze', everyMs: ANALYZE_EVERY_MS, run: () => sql`analyze`.execute(app.db) });
  return jobs;
}

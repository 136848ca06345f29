import fp from 'fastify-plugin';
import { periodicJobs } from '../services/periodic-jobs.js';
import { createScheduler, type Scheduler } from '../services/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The scheduler of the periodic jobs (services/scheduler.ts, services/periodic-jobs.ts; issue 33
     * "One scheduler"): created, not started. src/server.ts starts it (unless `AMORA_SCHEDULER=0`);
     * of all started processes on one database, the one holding the lease runs the jobs.
     */
    scheduler: Scheduler;
  }
}

/**
 * Plugin 2e (issue 33): `app.scheduler` with the app's periodic jobs and the lease of
 * `config.scheduler.leaseSeconds`. When the app closes it stops and releases the lease, so another
 * process takes over at its next try (a third of the lease) instead of when the lease runs out.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler({ db: app.db, jobs: periodicJobs(app), leaseMs: app.config.scheduler.leaseSeconds * 1000, log: app.log });
    app.decorate('scheduler', scheduler);
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'amora-scheduler', dependencies: ['amora-config', 'amora-db', 'amora-storage', 'amora-live', 'amora-mail', 'amora-rum'] },
);

import fp from 'fastify-plugin';
import { createRumAggregator, type RumAggregator } from '../services/rum-aggregator.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's real-user measurement counters (issue 35; services/rum-aggregator.ts):
     * `POST /api/rum.php` adds to them, they are written every `config.rum.flushMs` and when the
     * app closes; the canary judge flushes them before it reads.
     */
    rum: RumAggregator;
  }
}

/**
 * Plugin 2f (issue 35): `app.rum`, started with the app; `onClose` writes what is left, so a
 * graceful stop (services/shutdown.ts: `app.close()` before the database closes) loses no beacon
 * it answered 204.
 */
export const rumPlugin = fp(
  async (app) => {
    const rum = createRumAggregator({ db: app.db, flushMs: app.config.rum.flushMs, log: app.log });
    app.decorate('rum', rum);
    rum.start();
    app.addHook('onClose', () => rum.stop());
  },
  { name: 'amora-rum', dependencies: ['amora-config', 'amora-db'] },
);

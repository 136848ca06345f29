import { metricsAllowed } from '@amora/contracts/ops';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { type ApiMetrics, createApiMetrics } from '../services/metrics.js';
import { opsRoute, within } from './health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (services/metrics.ts): `app.metrics.countMailSends(transport)`, … */
    metrics: ApiMetrics;
  }
}

/** How long a scrape waits for its database counts, ms: then it answers without fresh ones. */
const DATABASE_COUNTS_MS = 2_000;

/**
 * Plugin 1c (issue 33 "Observability"): `app.metrics`, the request histogram (every answered
 * request but the operations endpoints, by route pattern and status) and `GET /metrics`, the
 * Prometheus text (services/metrics.ts) — an operations endpoint (plugins/health.ts opsRoute):
 * 403 `{error: 'forbidden'}` unless the caller may read it (metricsAllowed of
 * @amora/contracts/ops: `Authorization: Bearer <METRICS_TOKEN>` when set, else a direct caller on
 * the loopback or a private network). Never proxied by the shell (it forwards `/api/*` only).
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createApiMetrics({
      db: () => app.db,
      streams: () => (app.hasDecorator('live') ? app.live.streamCount : 0),
      caches: () => app.readCaches,
      sendBatches: () => app.repos.messages.sendBatchStats(),
    });
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config.ops) return;
      const route = request.routeOptions.url ?? '(unmatched)';
      metrics.observeRequest({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    opsRoute(app, '/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!metricsAllowed({ peer: request.socket.remoteAddress, headers: request.headers }, app.config.metricsToken)) {
        return reply.code(403).send({ error: 'forbidden', message: 'Metrics are read from the private network, or with the metrics token.' });
      }
      await within(metrics.refresh(), DATABASE_COUNTS_MS).catch((error: unknown) => request.log.warn({ err: error }, 'metrics: the database counts could not be read'));
      return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(await metrics.exposition());
    });
  },
  { name: 'amora-metrics', dependencies: ['amora-health'] },
);

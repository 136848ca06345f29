// The CDN server's operations endpoints (issue 33 "Health and shutdown", "Observability"):
// /healthz, /readyz, /metrics, the request counter and the drain switch of tools/cdn-server.mjs.
// Who may read /metrics and the process's metrics are the API's and the shell's own
// (@amora/contracts/ops, @amora/contracts/metrics).
import { exposition, METRICS_CONTENT_TYPE } from '@amora/contracts/metrics';
import { metricsAllowed } from '@amora/contracts/ops';
import { Counter, Registry } from 'prom-client';

/** The operations endpoints' paths: never counted, never cached. */
export const CDN_OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** How long the readiness check may take, ms. */
const CHECK_MS = 1_000;

/**
 * Registers on the CDN's fastify `app` (after its own hooks, so this one's `Cache-Control` wins):
 * - `GET /healthz` → 200 `{status: 'ok'}`;
 * - `GET /readyz` → 200 `{status: 'ok'}` when `ready()` (its folder or bucket reachable) resolves
 *   within 1 s, else 503 `{status: 'unavailable'}`; 503 `{status: 'draining'}` after `app.drain()`;
 * - `GET /metrics` → `amora_cdn_requests_total{status_code}` (files and errors answered; not these
 *   endpoints) and the process's metrics, 403 unless {@link metricsAllowed};
 * - `app.drain()`: readiness 503, and every answer closes its connection from then on.
 * @param {{ ready: () => Promise<unknown>, metricsToken?: string | null }} options
 */
export function registerCdnOperations(app, { ready, metricsToken = process.env.METRICS_TOKEN?.trim() || null }) {
  const registry = new Registry();
  const requests = new Counter({ name: 'amora_cdn_requests_total', help: 'Requests the CDN answered, by status', labelNames: ['status_code'], registers: [registry] });
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (CDN_OPS_PATHS.has(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store').removeHeader('vary');
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!CDN_OPS_PATHS.has(request.routeOptions.url ?? '')) requests.inc({ status_code: String(reply.statusCode) });
  });
  const ops = { logLevel: 'warn' };
  app.get('/healthz', ops, (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/readyz', ops, async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    let timer;
    const ok = await Promise.race([Promise.resolve().then(ready).then(() => true, () => false), new Promise((resolve) => (timer = setTimeout(resolve, CHECK_MS, false)))]);
    clearTimeout(timer);
    if (draining) return reply.code(503).send({ status: 'draining' });
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });
  app.get('/metrics', ops, async (request, reply) => {
    if (!metricsAllowed({ peer: request.socket.remoteAddress, headers: request.headers }, metricsToken)) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    return reply.type(METRICS_CONTENT_TYPE).send(await exposition(registry));
  });
}

/** `AMORA_DRAIN_DELAY_MS` (as the API's and the shell's): default 1000 in production and 0 elsewhere, between 0 and 4000. */
function drainDelayFromEnv(env = process.env) {
  const value = Number.parseInt(env.AMORA_DRAIN_DELAY_MS ?? '', 10);
  return Math.min(4_000, Math.max(0, Number.isFinite(value) ? value : env.NODE_ENV === 'production' ? 1_000 : 0));
}

/**
 * Stops the CDN process on SIGTERM/SIGINT (issue 33): `/readyz` 503 at once, `drainDelayMs` more of
 * answering (AMORA_DRAIN_DELAY_MS, default 1000 in production, 0 elsewhere, at most 4000), then the listener closes and the
 * requests in flight finish; exit 0, or 1 past 10 s.
 */
export function stopOnSignals(app, { drainDelayMs = drainDelayFromEnv(), deadlineMs = 10_000 } = {}) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), deadlineMs).unref();
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

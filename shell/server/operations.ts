/**
 * The shell server's operations endpoints and request bookkeeping (issue 33 "Health and shutdown",
 * "Observability"): `X-Request-Id` on every answer (request-log.ts), the request histogram
 * (metrics.ts), and, never cached, not logged at info level and answered for any Host:
 * - `GET /healthz` → 200 `{status: 'ok'}` (the process is alive, also while draining);
 * - `GET /readyz` → 200 `{status: 'ok', checks: {api, cdn}}` when the API's own `/readyz` answers
 *   200 and the CDN answers at all (any status below 500), each within 1 s; 503
 *   `{status: 'unavailable', checks}` naming the failed ones; 503 `{status: 'draining'}` once the
 *   shell is stopping (main.ts, shutdown.ts). The API's `/healthz` and `/readyz` are its own: the
 *   shell proxies `/api/*` only;
 * - `GET /metrics` → the Prometheus text of metrics.ts, 403 unless metricsAllowed of
 *   @amora/contracts/ops (`Authorization: Bearer <METRICS_TOKEN>` when set, else a direct caller on
 *   the loopback or a private network: a request through the proxy in front carries its
 *   `X-Forwarded-For` and is refused).
 */
import type { FastifyInstance } from 'fastify';
import { metricsAllowed, REQUEST_ID_HEADER } from '@amora/contracts/ops';
import type { ShellMetrics } from './metrics';
import type { StreamRelay } from './proxy-streams';

/** The operations endpoints' paths: answered for any Host (app.ts answerOnlySiteHosts lets them through). */
export const OPS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** How long one readiness check may take, ms. */
const CHECK_MS = 1_000;

/** A stopping shell: what its signal handler (shutdown.ts) needs. */
export interface ShellLifecycle {
  readonly draining: boolean;
  /** `/readyz` answers 503 draining from now on; answers close their connection. */
  drain(): void;
  /** Ends the live event streams proxied now (proxy-streams.ts). */
  endStreams(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's drain switch (issue 33; operations.ts). */
    lifecycle: ShellLifecycle;
  }
}

export interface OperationsOptions {
  apiUrl: string;
  /** The CDN's origin whose reachability `/readyz` checks (none: not checked). */
  cdnUrl?: string;
  /** `METRICS_TOKEN`, or undefined. */
  metricsToken?: string;
  metrics: ShellMetrics;
  streams: StreamRelay;
}

/** `ok` when `url` answers within {@link CHECK_MS} with a status `good` accepts, else `failed`/`timeout`. */
async function probe(url: string, good: (status: number) => boolean, requestId: string): Promise<'ok' | 'failed' | 'timeout'> {
  try {
    const response = await fetch(url, { headers: { [REQUEST_ID_HEADER]: requestId }, signal: AbortSignal.timeout(CHECK_MS) });
    await response.body?.cancel();
    return good(response.status) ? 'ok' : 'failed';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'failed';
  }
}

/** Registers the hooks and endpoints above on `app` and decorates `app.lifecycle`. */
export function registerOperations(app: FastifyInstance, { apiUrl, cdnUrl, metricsToken, metrics, streams }: OperationsOptions): void {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    endStreams: () => streams.endAll(),
  } satisfies ShellLifecycle);
  metrics.countStreams(() => streams.size);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // The event stream lasts minutes: counted by amora_proxy_streams_open, not in the latency histogram.
    if (route === undefined || OPS_PATHS.has(route) || route === '/api/events.php') return;
    metrics.observeRequest({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const ops = { logLevel: 'warn' as const };
  app.get('/healthz', ops, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', ops, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    const [api, cdn] = await Promise.all([probe(`${apiUrl}/readyz`, (s) => s === 200, request.id), cdnUrl ? probe(`${cdnUrl}/healthz`, (s) => s < 500, request.id) : null]);
    const checks = { api, ...(cdn ? { cdn } : {}) };
    const ready = Object.values(checks).every((c) => c === 'ok');
    if (!ready) request.log.warn({ checks }, 'not ready');
    if (draining) return reply.code(503).send({ status: 'draining' });
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
  app.get('/metrics', ops, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsAllowed({ peer: request.socket.remoteAddress, headers: request.headers }, metricsToken ?? null)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    return reply.type(metrics.contentType).send(await metrics.exposition());
  });
}

/** Why the shell may not start in production (issue 33), or null: a `METRICS_TOKEN` set but shorter than 32 characters. */
export function metricsTokenProblem(env: NodeJS.ProcessEnv): string | null {
  const token = env.METRICS_TOKEN?.trim();
  return env.NODE_ENV === 'production' && token && token.length < 32 ? 'METRICS_TOKEN must be a secret of at least 32 characters, or left unset' : null;
}

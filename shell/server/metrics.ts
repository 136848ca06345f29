/**
 * The shell server's Prometheus metrics (issue 33 "Observability"), one registry per server plus
 * Node's process metrics (one registry per process: several servers of one test file share it):
 * - `amora_http_request_duration_seconds{method, route, status_code}` histogram (the route's
 *   pattern: `/*` for pages, `/api/*` for proxied calls, `/static/*`; not the event stream nor the
 *   operations endpoints);
 * - `amora_ssr_render_duration_seconds{owner, result}` histogram: a first screen drawn on the server
 *   (`drawn`), given up to the browser (`client`: no server entry or it failed there; `failed`: the
 *   render thread failed or took too long), or not tried because the render queue was full (`busy`;
 *   issue 34), by the route's owner;
 * - `amora_cache_lookups_total{cache, result}`: `site` (settings and registry per host, 2 s),
 *   `host` (known site hosts), `first_screen` (drawn pages, 30 s), `hit` or `miss`;
 * - `amora_proxy_streams_open`: live event streams proxied to the API right now.
 */
import { exposition, LATENCY_BUCKETS, METRICS_CONTENT_TYPE, requestDurationHistogram } from '@amora/contracts/metrics';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Hits and misses of one cache, counted where the cache is read. */
export interface CacheStats {
  hits: number;
  misses: number;
}

/** The metrics of one shell server. */
export function createShellMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = requestDurationHistogram(registry);
  const renders = new Histogram({
    name: 'amora_ssr_render_duration_seconds',
    help: 'Server renders of a first screen, by the route owner and result (drawn, or left to the client), in seconds',
    labelNames: ['owner', 'result'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const caches = new Map<string, CacheStats>();
  new Counter({
    name: 'amora_cache_lookups_total',
    help: 'Reads of the shell server’s caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of caches) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  let openStreams = () => 0;
  new Gauge({
    name: 'amora_proxy_streams_open',
    help: 'Live event streams proxied to the API right now',
    registers,
    collect() {
      this.set(openStreams());
    },
  });

  return {
    observeRequest(labels: { method: string; route: string; status_code: string }, seconds: number): void {
      requests.observe(labels, seconds);
    },
    /** One first-screen render of a route owned by `owner` (a remote's name or `shell`) and its result. */
    observeRender(owner: string, result: 'drawn' | 'client' | 'busy' | 'failed', seconds: number): void {
      renders.observe({ owner, result }, seconds);
    },
    /** Counts cache `name` from `stats`, which its reader keeps up to date (a new object when none is given); returns it. */
    cache(name: string, stats: CacheStats = { hits: 0, misses: 0 }): CacheStats {
      caches.set(name, stats);
      return stats;
    },
    /** Where the open streams are counted (the `/api` proxy). */
    countStreams(count: () => number): void {
      openStreams = count;
    },
    /** The Prometheus text of this process and this server. */
    async exposition(): Promise<string> {
      return exposition(registry);
    },
    contentType: METRICS_CONTENT_TYPE,
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;

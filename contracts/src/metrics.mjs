// The Prometheus pieces every server process of Amora has (issue 33 "Observability"): the API, the
// shell server and the CDN server. Plain JavaScript with its types in metrics.d.mts, so the CDN
// server (Node without a TypeScript loader) uses it too.
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Latency buckets of the duration histograms, seconds (5 ms … 10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The Content-Type of the text {@link exposition} returns. */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let processRegistry;

/**
 * Node's own metrics of this process (prom-client's defaults: CPU, memory, event loop lag, GC,
 * handles), in one registry per process: several servers of one process (tests) share it.
 */
export function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** `amora_http_request_duration_seconds{method, route, status_code}`: requests answered, registered in `registry`. */
export function requestDurationHistogram(registry) {
  return new Histogram({
    name: 'amora_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, with their duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
}

/** The Prometheus text of this process and of one server's `registry`. */
export async function exposition(registry) {
  return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
}

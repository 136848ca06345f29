// Types of metrics.mjs (the Prometheus pieces of every server process; issue 33).
import type { Histogram, Registry } from 'prom-client';

export declare const LATENCY_BUCKETS: number[];
export declare const METRICS_CONTENT_TYPE: string;
export declare function processMetrics(): Registry;
export declare function requestDurationHistogram(registry: Registry): Histogram<'method' | 'route' | 'status_code'>;
export declare function exposition(registry: Registry): Promise<string>;

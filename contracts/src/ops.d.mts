// Types of ops.mjs (what the API, the shell server and the CDN share for running them; issue 33).

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare function acceptedRequestId(value: string | string[] | undefined): string | null;
export declare const REDACTED: string;
export declare function redactUrl(url: string): string;
export declare const LOG_REDACT_PATHS: readonly string[];
export declare function isPrivateAddress(address: string | undefined): boolean;

/** What {@link metricsAllowed} reads of a request. */
export interface MetricsCaller {
  /** The socket's remote address (not a forwarded one). */
  peer: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}
export declare function metricsAllowed(caller: MetricsCaller, token: string | null): boolean;

export declare const STOP_DEADLINE_MS: number;
export declare function drainDelayFrom(env: NodeJS.ProcessEnv | Record<string, string | undefined>): number;

/** What {@link gracefulStop} is told. */
export interface GracefulStopOptions {
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Readiness turns 503 draining (called at once). */
  drain(): void;
  /** What closes the process's servers and resources, after the drain delay. */
  stop(): Promise<void>;
  /** ms between `drain()` and `stop()`. */
  drainDelayMs?: number;
  deadlineMs?: number;
  /** How the process ends (tests pass their own). */
  exit?: (code: number) => void;
}
export declare function gracefulStop(options: GracefulStopOptions): (signal: string) => Promise<void>;

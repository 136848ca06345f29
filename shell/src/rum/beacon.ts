/**
 * The beacon batcher of the real-user measurements (issue 35): events of one page view are
 * queued and sent to `POST /api/rum.php` with `navigator.sendBeacon` (a `text/plain` body: no
 * preflight, survives the page's end) — when 40 are queued, 10 s after the first one waiting, and
 * when the page is hidden or left. A body never exceeds the contract's 8 KiB or 40 events (more are
 * split into several beacons), a page sends at most 200 events and at most 50 failures (an error
 * loop must not flood the API), and nothing here throws or waits.
 */
import type { RumBeacon, RumEvent } from '@amora/contracts';
import { LIMITS } from './contract';

/** Where beacons go (through the shell's `/api` proxy, first-party). */
export const RUM_ENDPOINT = '/api/rum.php';

/** Defaults of {@link BeaconOptions}. */
export const BEACON_DEFAULTS = { flushDelayMs: 10_000, maxEventsPerPage: 200, maxFailuresPerPage: 50 } as const;

export interface BeaconOptions {
  /** The releases that drew this page view, name → version (`shell` included): the same in every beacon of the page. */
  versions: RumBeacon['versions'];
  /** Sends one body (JSON text); default {@link sendBody}. */
  send?: (body: string) => void;
  /** Time a queued event waits at most before it is sent, ms (default 10,000). */
  flushDelayMs?: number;
  /** Events one page sends at most (default 200); later ones are dropped. */
  maxEventsPerPage?: number;
  /** Of those, errors, load failures and retries at most (default 50). */
  maxFailuresPerPage?: number;
}

export interface Beacon {
  /** Queues one event; false when the page's cap dropped it. Sends at once when a beacon's worth is queued. */
  push(event: RumEvent): boolean;
  /** Sends everything queued now (in as many beacons as the limits need). */
  flush(): void;
  /**
   * Sends what is queued when the page is hidden (`visibilitychange`, listened to on the window in
   * the bubbling phase: after web-vitals, whose capture listener reports the final CLS and INP
   * then) or left (`pagehide`). Returns a function that stops listening.
   */
  listen(target?: Window): () => void;
  /** Events taken so far, and dropped by the caps. */
  readonly taken: number;
  readonly dropped: number;
}

/** UTF-8 length of a string, in bytes. */
function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Splits events into beacon bodies: each at most `limits.maxEvents` events and
 * `limits.maxBodyBytes` bytes of UTF-8 JSON `{versions, events}`, in order. An event that cannot
 * fit even alone is dropped (none can under the contract's schema).
 * @returns the bodies, JSON text
 */
export function packBeacons(versions: RumBeacon['versions'], events: readonly RumEvent[], limits: { maxBodyBytes: number; maxEvents: number } = LIMITS): string[] {
  const empty = JSON.stringify({ versions, events: [] });
  const head = empty.slice(0, -3); // `{"versions":{…},"events":` without `[]}`
  const base = byteLength(empty);
  const bodies: string[] = [];
  let chunk: string[] = [];
  let size = base;
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = byteLength(json);
    if (base + bytes > limits.maxBodyBytes) continue;
    if (chunk.length === limits.maxEvents || size + bytes + (chunk.length > 0 ? 1 : 0) > limits.maxBodyBytes) {
      bodies.push(`${head}[${chunk.join(',')}]}`);
      chunk = [];
      size = base;
    }
    size += bytes + (chunk.length > 0 ? 1 : 0);
    chunk.push(json);
  }
  if (chunk.length > 0) bodies.push(`${head}[${chunk.join(',')}]}`);
  return bodies;
}

/**
 * Sends one beacon body: `navigator.sendBeacon` with a `text/plain` Blob, or — where there is none
 * or the browser refused it (its queue is full) — `fetch` with `keepalive`. Never throws; the
 * answer is not read.
 */
export function sendBody(body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(RUM_ENDPOINT, new Blob([body], { type: 'text/plain' }))) return;
    void fetch(new URL(RUM_ENDPOINT, window.location.href).href, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
  } catch {
    // A measurement is never worth an error on the page.
  }
}

/** Kinds that count against {@link BeaconOptions.maxFailuresPerPage}. */
const FAILURE_KINDS = new Set<RumEvent['kind']>(['error', 'load_failure', 'retry']);

/** Creates the batcher of one page view (see the module's comment). */
export function createBeacon({ versions, send = sendBody, ...options }: BeaconOptions): Beacon {
  const { flushDelayMs, maxEventsPerPage, maxFailuresPerPage } = { ...BEACON_DEFAULTS, ...options };
  let queue: RumEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let taken = 0;
  let failures = 0;
  let dropped = 0;

  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      for (const body of packBeacons(versions, events)) send(body);
    } catch {
      // Never throws (a custom `send` included).
    }
  };

  const push = (event: RumEvent): boolean => {
    const failure = FAILURE_KINDS.has(event.kind);
    if (taken >= maxEventsPerPage || (failure && failures >= maxFailuresPerPage)) {
      dropped++;
      return false;
    }
    taken++;
    if (failure) failures++;
    queue.push(event);
    if (queue.length >= LIMITS.maxEvents) flush();
    else timer ??= setTimeout(flush, flushDelayMs);
    return true;
  };

  const listen = (target: Window = window): (() => void) => {
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') flush();
    };
    target.addEventListener('visibilitychange', onVisibility);
    target.addEventListener('pagehide', flush);
    return () => {
      target.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('pagehide', flush);
    };
  };

  return {
    push,
    flush,
    listen,
    get taken() {
      return taken;
    },
    get dropped() {
      return dropped;
    },
  };
}

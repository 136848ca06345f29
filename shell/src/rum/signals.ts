/**
 * What the real-user measurements hear from the page's start on (issue 35), kept until the
 * collector (a chunk loaded only after `amora:interactive`) takes them: uncaught errors and
 * unhandled rejections of the window, and the bus's `remote:failed`, `remote:retry` and
 * `rum:outcome`. A remote that fails while the page starts is the failure a canary must be judged
 * by, so listening cannot wait for the collector. Part of the first-paint bundle: keep it small.
 */
import { type EventBus, bus } from '@amora/shared';

/** One thing heard, as raw as it came (the collector turns it into beacon events). */
export type RumSignal =
  | { type: 'error'; stack: string; filename: string }
  | { type: 'failed'; name: string; kind: 'load' | 'render' }
  | { type: 'retry'; name: string | null; url?: string }
  | { type: 'outcome'; remote: string; name: string };

export interface SignalSource {
  /** Hands every signal heard so far, then each new one, to `handler` (which must not throw; if it does, it is ignored). */
  attach(handler: (signal: RumSignal) => void): void;
  /** Stops listening and forgets what was kept. */
  stop(): void;
}

/** Signals kept at most before the collector takes them (an error loop while it loads must not grow memory). */
export const EARLY_SIGNALS_MAX = 100;
/** Characters of a stack kept: its top frames are what attribution reads. */
const STACK_MAX = 4_000;

/** The stack of a thrown value, if it has one (cut to its top). */
function stackOf(thrown: unknown): string {
  const stack = (thrown as { stack?: unknown } | null | undefined)?.stack;
  return typeof stack === 'string' ? stack.slice(0, STACK_MAX) : '';
}

/**
 * Starts listening (see the module's comment).
 * @param target the window whose `error` and `unhandledrejection` events are heard
 * @param events the bus
 */
export function collectSignals(target: Window = window, events: EventBus = bus): SignalSource {
  let handler: ((signal: RumSignal) => void) | null = null;
  let early: RumSignal[] = [];
  const put = (signal: RumSignal) => {
    if (!handler) {
      if (early.length < EARLY_SIGNALS_MAX) early.push(signal);
      return;
    }
    try {
      handler(signal);
    } catch {
      // Measuring never breaks the page.
    }
  };
  const onError = (event: ErrorEvent) => put({ type: 'error', stack: stackOf(event.error), filename: event.filename ?? '' });
  const onRejection = (event: PromiseRejectionEvent) => put({ type: 'error', stack: stackOf(event.reason), filename: '' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const subscriptions = [
    events.on('remote:failed').subscribe(({ name, kind }) => put({ type: 'failed', name, kind: kind ?? 'load' })),
    events.on('remote:retry').subscribe(({ name, url }) => put({ type: 'retry', name, ...(url ? { url } : {}) })),
    events.on('rum:outcome').subscribe(({ remote, name }) => put({ type: 'outcome', remote, name })),
  ];
  return {
    attach(next) {
      handler = next;
      const kept = early;
      early = [];
      for (const signal of kept) put(signal);
    },
    stop() {
      handler = null;
      early = [];
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}

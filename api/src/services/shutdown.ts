import { gracefulStop as stopGracefully, STOP_DEADLINE_MS } from '@amora/contracts/ops';
import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop's times (issue 33 "Health and shutdown"), ms: the process exits within
 * `deadlineMs` of SIGTERM whatever happens; the mail worker waits at most `mailStopMs` for the
 * sends under way (plugins/mail.ts), leaving the rest of the deadline to the requests in flight and
 * the database; open event streams are told to reconnect after a delay between
 * `reconnectMs[0]` and `[1]` (spread, so a process's browsers do not all come back at once).
 */
export const SHUTDOWN = { deadlineMs: STOP_DEADLINE_MS, mailStopMs: 4_000, reconnectMs: [500, 2_000] } as const;

/** A reconnect delay for one event stream of a process that stops, ms (see {@link SHUTDOWN}). */
export function reconnectDelayMs(): number {
  const [min, max] = SHUTDOWN.reconnectMs;
  return Math.round(min + Math.random() * (max - min));
}

export interface GracefulStopOptions {
  app: FastifyInstance;
  /** Called once draining began, before the app closes (timers of the process). */
  beforeClose?: () => void;
  /** Called after the app closed (the database). */
  afterClose?: () => Promise<void>;
  /** How the process ends (tests pass their own). */
  exit?: (code: number) => void;
  deadlineMs?: number;
  /** How long to keep answering after `/readyz` turned 503, before closing the listener, ms (config.drainDelayMs). */
  drainDelayMs?: number;
}

/**
 * The API's answer to SIGTERM/SIGINT (src/server.ts; issue 33), the sequence of `gracefulStop` of
 * @amora/contracts/ops: `/readyz` answers 503 draining at once, and for `drainDelayMs` the process
 * goes on answering; then `app.close()` ends the open event streams with a `retry:` hint so
 * browsers resume on another process (plugins/live.ts, routes/events.ts), closes the listener,
 * lets the requests in flight finish (their answers close the connection), stops the mail worker
 * (its batch finished or handed back: plugins/mail.ts); then `afterClose`, and exit 0. Past
 * `deadlineMs` (10 s) the process exits 1 whatever is left. Returns the function to call with the
 * signal's name; a second call does nothing.
 */
export function gracefulStop({ app, beforeClose, afterClose, exit, deadlineMs = SHUTDOWN.deadlineMs, drainDelayMs = 0 }: GracefulStopOptions): (signal: string) => Promise<void> {
  return stopGracefully({
    log: app.log,
    drain: () => {
      app.health.drain();
      beforeClose?.();
    },
    stop: async () => {
      await app.close();
      await afterClose?.();
    },
    drainDelayMs,
    deadlineMs,
    exit,
  });
}

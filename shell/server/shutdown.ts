/**
 * The shell's answer to SIGTERM/SIGINT (main.ts; issue 33 "Health and shutdown"), the sequence of
 * `gracefulStop` of @amora/contracts/ops: `/readyz` answers 503 draining at once and, for
 * `drainDelayMs`, the shell goes on answering (each answer closing its connection, so keep-alive
 * clients and the load balancer move away without a reset); then it ends the live event streams it
 * proxies (browsers reconnect elsewhere and resume by cursor), closes its listener and lets the
 * requests in flight finish, and exits 0. Past `deadlineMs` (10 s) it exits 1 whatever is left.
 */
import { gracefulStop as stopGracefully } from '@amora/contracts/ops';
import type { FastifyInstance } from 'fastify';

export { drainDelayFrom } from '@amora/contracts/ops';

export interface GracefulStopOptions {
  /** ms between `/readyz` turning 503 and the listener closing (`drainDelayFrom` of @amora/contracts/ops). */
  drainDelayMs?: number;
  deadlineMs?: number;
  /** How the process ends (tests pass their own). */
  exit?: (code: number) => void;
}

/** Returns the signal handler; a second signal does nothing. */
export function gracefulStop(app: FastifyInstance, { drainDelayMs = 0, deadlineMs, exit }: GracefulStopOptions = {}): (signal: string) => Promise<void> {
  return stopGracefully({
    log: app.log,
    drain: () => app.lifecycle.drain(),
    stop: async () => {
      app.lifecycle.endStreams();
      await app.close();
    },
    drainDelayMs,
    deadlineMs,
    exit,
  });
}

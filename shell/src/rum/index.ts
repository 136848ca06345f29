/**
 * Real-user measurements of the shell (issue 35 "Canaries that judge themselves"): per page view,
 * which release of each remote drew it and how it went — web vitals, errors by the remote that
 * threw, load failures and retries, outcomes — sent in beacons to `POST /api/rum.php`, where the
 * API counts them per site, remote, version and hour and judges canaries by them.
 *
 * This module is in the first-paint bundle and stays tiny: it decides the sampling and listens
 * from the start (./signals.ts); the collector (./collector.ts, with web-vitals) is a chunk of its
 * own, `rum`, loaded after `amora:interactive` once the browser is idle — never on a page view that
 * is not sampled. What the page heard before it loaded is handed to it. A page left before then
 * sends nothing.
 */
import type { BootData } from '@amora/shared';
import { isSampled } from './sample';
import { collectSignals, type SignalSource } from './signals';

/** The collector loads at the latest this long after the start even without `amora:interactive` (a chrome that never mounted is worth measuring), ms. */
export const RUM_LOAD_FALLBACK_MS = 15_000;
/** How long the collector waits for an idle moment after `amora:interactive` at most, ms. */
const IDLE_TIMEOUT_MS = 3_000;

export interface RumDeps {
  /** Loads the collector chunk (the dynamic import by default). */
  load?: () => Promise<Pick<typeof import('./collector'), 'startCollector'>>;
  /** A number in [0, 1) for the sampling (`Math.random`). */
  random?: () => number;
  /** Resolves when the browser is idle (`requestIdleCallback`, at most 3 s). */
  idle?: () => Promise<void>;
}

/** Resolves at the browser's next idle period (at most {@link IDLE_TIMEOUT_MS} later), or after a short timeout where there is no `requestIdleCallback`. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
}

/**
 * Starts the real-user measurements of this page view, when the site's `rum_sample_rate` (boot
 * data; absent = 1) samples it: listens at once, and loads the collector once `interactive`
 * resolved (or after {@link RUM_LOAD_FALLBACK_MS}) and the browser is idle. Never throws.
 * @param boot the boot data (`remotes`, `rum_sample_rate`)
 * @param interactive resolves when the page set `amora:interactive` (shell/src/chrome/interactive.ts)
 * @returns the signal source when sampled (for tests), else null
 */
export function startRum(boot: Pick<BootData, 'remotes' | 'rum_sample_rate'>, interactive: Promise<unknown>, deps: RumDeps = {}): SignalSource | null {
  try {
    if (!isSampled(boot.rum_sample_rate, deps.random)) return null;
    const signals = collectSignals();
    const load = deps.load ?? (() => import(/* webpackChunkName: "rum" */ './collector'));
    const fallback = new Promise<void>((resolve) => setTimeout(resolve, RUM_LOAD_FALLBACK_MS));
    void Promise.race([interactive, fallback])
      .then(deps.idle ?? whenIdle)
      .then(load)
      .then(({ startCollector }) => {
        startCollector({ remotes: boot.remotes, signals });
      })
      .catch(() => signals.stop());
    return signals;
  } catch {
    return null;
  }
}

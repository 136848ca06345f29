/**
 * The shell server's render pool (issue 34 "Rendering at scale"): first screens are drawn in worker
 * threads (render-worker.ts, with piscina), several at once, so that ad traffic to the landers does
 * not queue behind one page at a time. The queue in front of the threads is bounded: a page that
 * finds it full, or whose drawing takes too long, is answered at once without a drawn first screen
 * and the browser draws it (the client-rendered fallback every page already has).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { DrawResult, DrawTask } from './first-screen-draw';

/** Sizes of the pool: threads, the pages that may wait for one, and how long a page waits at most (ms). */
export interface RenderPoolOptions {
  threads: number;
  maxQueue: number;
  timeoutMs: number;
}

/**
 * The pool's sizes from the environment: `AMORA_RENDER_THREADS` (default: the cores, 1–4),
 * `AMORA_RENDER_QUEUE` (pages waiting for a thread, default 64), `AMORA_RENDER_TIMEOUT_MS`
 * (default 3000: the remote's own render gives up after 2 s, remote-ssr.ts).
 */
export function renderPoolOptions(env: NodeJS.ProcessEnv = process.env): RenderPoolOptions {
  const int = (value: string | undefined, fallback: number, min: number) => {
    const n = Number.parseInt(value ?? '', 10);
    return Number.isFinite(n) && n >= min ? n : fallback;
  };
  return {
    threads: int(env.AMORA_RENDER_THREADS, Math.min(4, Math.max(1, availableParallelism())), 1),
    maxQueue: int(env.AMORA_RENDER_QUEUE, 64, 1),
    timeoutMs: int(env.AMORA_RENDER_TIMEOUT_MS, 3000, 100),
  };
}

/** The worker's file: the bundle's `render-worker.js` beside `main.js` in production, the source's CommonJS door under tsx. */
function workerFile(): string {
  const built = path.join(__dirname, 'render-worker.js');
  return existsSync(built) ? built : path.join(__dirname, 'render-worker.cjs');
}

/** Why a page was left to the browser: the queue was full (`busy`), or the drawing failed or took too long (`failed`). */
export type RenderOutcome = { drawn: true; result: DrawResult } | { drawn: false; reason: 'busy' | 'failed'; error?: unknown };

/** A pool of render threads; `close()` ends them. */
export function createRenderPool(options: RenderPoolOptions = renderPoolOptions()) {
  const pool = new Piscina<DrawTask, DrawResult>({
    filename: workerFile(),
    minThreads: options.threads,
    maxThreads: options.threads,
    // A thread draws one page at a time: React's server render shares module state (shared/src/ssr).
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
  });
  let inFlight = 0;
  return {
    /**
     * Draws `task` in a thread, or says why the browser draws it instead. Never throws.
     * `busy`: every thread is drawing and `maxQueue` pages wait already.
     */
    async draw(task: DrawTask): Promise<RenderOutcome> {
      // Counted here: piscina keeps tasks with an abort signal outside the queue its maxQueue bounds.
      if (inFlight >= options.threads + options.maxQueue) return { drawn: false, reason: 'busy' };
      inFlight++;
      try {
        return { drawn: true, result: await pool.run(task, { signal: AbortSignal.timeout(options.timeoutMs) }) };
      } catch (error) {
        return { drawn: false, reason: 'failed', error };
      } finally {
        inFlight--;
      }
    },
    /** Pages being drawn or waiting for a thread now. */
    get inFlight(): number {
      return inFlight;
    },
    /** Ends the threads (the server's close). */
    close: () => pool.destroy(),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;

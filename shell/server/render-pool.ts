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

/** Pages a thread takes at once: their drawing is serialised there, their data fetches overlap. */
const PAGES_PER_THREAD = 8;

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

/** Why a page was left to the browser: the threads and the queue were full (`busy`), or the drawing failed or took too long (`failed`). */
export type RenderOutcome = { drawn: true; result: DrawResult } | { drawn: false; reason: 'busy' | 'failed'; error?: unknown };

/** A pool of render threads; `close()` ends them. */
export function createRenderPool(options: RenderPoolOptions = renderPoolOptions()) {
  const pool = new Piscina<DrawTask, DrawResult>({
    filename: workerFile(),
    minThreads: options.threads,
    maxThreads: options.threads,
    // A thread draws one page at a time (React's server render shares module state, shared/src/ssr),
    // but its pages wait for the API between two draws (a lander's profiles): several per thread.
    concurrentTasksPerWorker: PAGES_PER_THREAD,
    idleTimeout: 60_000,
  });
  // Counted here (running and waiting): piscina bounds only part of its queue with `maxQueue`.
  const capacity = options.threads * PAGES_PER_THREAD + options.maxQueue;
  let inFlight = 0;
  return {
    /**
     * Draws `task` in a thread, or says why the browser draws it instead. Never throws.
     * `busy`: every thread is drawing and `maxQueue` pages wait already.
     */
    async draw(task: DrawTask): Promise<RenderOutcome> {
      if (inFlight >= capacity) return { drawn: false, reason: 'busy' };
      inFlight++;
      const work = pool.run(task).finally(() => inFlight--);
      // A page waits `timeoutMs` at most; the drawing goes on in its thread (a remote's render ends
      // itself after 2 s) — aborting it would end the thread, and a new one starts cold.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the first screen took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
      });
      try {
        return { drawn: true, result: await Promise.race([work, deadline]) };
      } catch (error) {
        work.catch(() => undefined);
        return { drawn: false, reason: 'failed', error };
      } finally {
        clearTimeout(timer);
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

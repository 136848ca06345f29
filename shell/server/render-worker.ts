/**
 * A render worker of the shell server (issue 34, render-pool.ts): a thread of its own, with its own
 * copy of React, the bus and i18n, that draws one first screen at a time (first-screen-draw.ts).
 * Piscina calls the default export with a {@link DrawTask}.
 */
import { type DrawResult, type DrawTask, drawFirstScreen, prepareChrome } from './first-screen-draw';

// Warmed when the thread starts (the pool starts its threads with the server), not by the first visitor.
prepareChrome().catch(() => undefined);

/** Draws `task`'s first screen in this worker; never throws (see drawFirstScreen). */
export default function render(task: DrawTask): Promise<DrawResult> {
  return drawFirstScreen(task);
}

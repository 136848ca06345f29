import { bus } from '@amora/shared';
import type { LiveSourceFactory, LiveStream, openLiveStream } from './live-stream';

export interface StartLiveStreamOptions {
  /** Loads the stream module; by default a dynamic import, so its code (and zod) is a separate chunk. */
  load?: () => Promise<{ openLiveStream: typeof openLiveStream }>;
  /** Passed on to `openLiveStream` (tests hand in a fake EventSource). */
  createSource?: LiveSourceFactory;
  /** The page's member and the cursor their state was read at (`BootData`): that member's stream opens from it. */
  boot?: { userId: number; cursor: number | null };
}

/**
 * Keeps one live event stream (docs/design.md §7, ./live-stream) open while a member is logged in
 * (`bus.auth$` has a user) and closes it at logout (`auth$` null or `auth:logged-out`); another
 * member logging in gets a stream of their own. The stream's module is imported only once a member
 * is known: the visitor landing page (docs/design.md §6, its JS budget is spent) loads none of it. Where
 * the browser has no EventSource, or the module fails to load, the refresh loop of spec §9 remains
 * (a later member update, e.g. the next refresh, tries the load again).
 * @returns a function that stops watching and closes the stream.
 */
export function startLiveStream({ load = () => import('./live-stream'), createSource, boot }: StartLiveStreamOptions = {}): () => void {
  let stream: LiveStream | null = null;
  /** The member the stream is (being) opened for. */
  let member: number | null = null;
  /** Bumped by each stop, so that a load finishing after a logout opens nothing. */
  let generation = 0;

  const stop = () => {
    generation++;
    member = null;
    stream?.close();
    stream = null;
  };

  const authSub = bus.auth$.subscribe((user) => {
    if (user === undefined) return; // the shell does not know yet
    if (user === null) return stop();
    if (user.id === member) return; // the same member, refreshed
    stop();
    if (!createSource && typeof EventSource === 'undefined') return;
    member = user.id;
    const current = generation;
    load().then(
      (live) => {
        if (current === generation) stream = live.openLiveStream({ createSource, cursor: boot?.userId === user.id ? boot.cursor : null });
      },
      () => {
        if (current === generation) member = null;
      },
    );
  });
  const logoutSub = bus.on('auth:logged-out').subscribe(stop);

  return () => {
    authSub.unsubscribe();
    logoutSub.unsubscribe();
    stop();
  };
}

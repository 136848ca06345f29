import { bus, screenTitle, useObservable, useSettings } from '@amora/shared';
import { useEffect } from 'react';

/**
 * Keeps the page title as `(N) Screen – Site` (the screen's own title from `usePageTitle`, the
 * site's index title where none is set) where N = unread messages + new likes, and the installed
 * app's badge at the same number (spec §2, issue 13).
 */
export function useDocumentTitle(): void {
  const badges = useObservable(bus.badges$);
  const pageTitle = useObservable(bus.pageTitle$);
  const settings = useSettings();
  const count = badges.unread + badges.newLikes;
  useEffect(() => {
    const base = settings ? screenTitle(pageTitle, settings) : pageTitle || document.title.replace(/^\(\d+\)\s*/, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count, settings, pageTitle]);
  useEffect(() => setAppBadgeWhenIdle(count), [count]);
}

/**
 * Sets the installed app's badge to `count` (0 clears it) once the browser is idle: the first call
 * binds a browser service, 1–4 ms on a desktop that the hydration of a drawn page need not wait
 * for (issue 12, TBT). Returns the cancel function of the pending update.
 */
function setAppBadgeWhenIdle(count: number): () => void {
  const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  const update = () => (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(update, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(update, 0);
  return () => clearTimeout(id);
}

/**
 * The page title kept by `useDocumentTitle`, as a component of its own: a new screen title or badge
 * count then re-renders this, not the whole chrome (a synchronous re-render of every drawn element
 * right after hydration was ≈ 50 ms of one task on a phone, issue 12).
 */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}

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
    const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (count > 0) nav.setAppBadge?.(count).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
  }, [count, settings, pageTitle]);
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

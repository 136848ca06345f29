import { bus, useObservable, useSettings } from '@amora/shared';
import { useEffect } from 'react';

/**
 * Keeps the page title as `(N) title` where N = unread messages + new likes, and the installed
 * app's badge at the same number (spec §2).
 */
export function useDocumentTitle(): void {
  const badges = useObservable(bus.badges$);
  const settings = useSettings();
  const count = badges.unread + badges.newLikes;
  useEffect(() => {
    const base = settings?.index_title || settings?.name || document.title.replace(/^\(\d+\)\s*/, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (count > 0) nav.setAppBadge?.(count).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
  }, [count, settings]);
}

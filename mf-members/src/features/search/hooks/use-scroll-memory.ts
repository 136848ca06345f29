import { useEffect, useRef } from 'react';
import { useSearchStore } from '../stores/search-store';

/**
 * Keeps the results' scroll position in the search store: saved when the search screen unmounts
 * (the member opened a profile), restored once when it shows the same results again (spec §4).
 * @param ready true once the results are rendered (restoring earlier would hit a shorter page).
 */
export function useScrollMemory(ready: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const { scrollY } = useSearchStore.getState();
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [ready]);

  useEffect(() => () => useSearchStore.getState().saveScroll(window.scrollY), []);
}

import type { CreditBundle } from '@amora/shared';
import { useEffect } from 'react';
import { useBundlesStore } from './stores/bundles-store';

/**
 * The site's credit bundles, loaded on first use (see {@link useBundlesStore}).
 * @returns `bundles` (`null` while loading), the load `error` and a `retry` function.
 */
export function useBundles(): { bundles: CreditBundle[] | null; error: unknown; retry: () => void } {
  const bundles = useBundlesStore((s) => s.bundles);
  const error = useBundlesStore((s) => s.error);
  const load = useBundlesStore((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return { bundles, error, retry: () => void load(true) };
}

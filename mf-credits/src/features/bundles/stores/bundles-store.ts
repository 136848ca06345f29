import type { CreditBundle } from '@amora/shared';
import { create } from 'zustand';
import { getBundles } from '../api/get-bundles';

interface BundlesState {
  /** The site's bundles, `null` until loaded. */
  bundles: CreditBundle[] | null;
  /** The last load error (an ApiError), `null` when none. */
  error: unknown;
  loading: boolean;
  /** Loads the bundles once; later calls reuse them unless `force` is set (retry). */
  load: (force?: boolean) => Promise<void>;
}

/**
 * The credit bundles of this site, loaded once per page and shared by /credits, /credits/{id},
 * /premium and /pricing so moving between them needs no new request.
 */
export const useBundlesStore = create<BundlesState>()((set, get) => ({
  bundles: null,
  error: null,
  loading: false,
  load: async (force = false) => {
    const { bundles, loading } = get();
    if (loading || (bundles && !force)) return;
    set({ loading: true, error: null });
    try {
      set({ bundles: await getBundles(), loading: false });
    } catch (error) {
      set({ error, loading: false });
    }
  },
}));

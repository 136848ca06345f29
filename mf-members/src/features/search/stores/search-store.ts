import type { Profile } from '@amora/shared';
import { create } from 'zustand';
import { getMembers } from '../api/get-members';
import { DEFAULT_FILTERS, PAGE_SIZE, type SearchFilters } from '../filters';

/** `idle` before the first search, `loading` while page 1 loads, `ready` with results, `error` when page 1 failed. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The member search of spec §3/§4: applied filters, the profiles of every page loaded so far
 * (appended per page), `total` matches, `similar` profiles for thin results. Kept for the page's
 * life so going back from a profile shows the same results and count.
 */
export interface SearchState {
  filters: SearchFilters;
  profiles: Profile[];
  similar: Profile[];
  total: number;
  /** More than `total` match (the API counts up to 1,000: "1,000+"). */
  totalCapped: boolean;
  /** Where the next page starts (`next_cursor` of the last page), null when every match is shown. */
  cursor: string | null;
  /** Last page loaded (1-based), 0 before any. */
  pageNumber: number;
  status: SearchStatus;
  loadingMore: boolean;
  /** The error of the last failed request (page 1 or a further page), else null. */
  error: unknown;
  /** Id of the member the results were loaded for (null: visitor), so another login starts afresh. */
  viewer: number | null;
  /** Window scroll position (CSS px) when the member left the results, restored on return. */
  scrollY: number;
  /** Remembers the scroll position of the results. */
  saveScroll: (scrollY: number) => void;
  /** Runs a new search from page 1 with these filters, replacing the results. */
  search: (filters: SearchFilters, viewer: number | null) => Promise<void>;
  /** Appends the next page from `cursor` (no-op while loading or when every match is shown). */
  loadMore: () => Promise<void>;
  /** Clears filters, results and count (spec §4), back to a fresh search. */
  clear: (viewer: number | null) => Promise<void>;
}

// Answers of superseded requests are dropped: only the latest search or page may land.
let latest = 0;

const EMPTY = { profiles: [], similar: [], total: 0, totalCapped: false, cursor: null, pageNumber: 0, loadingMore: false, error: null, scrollY: 0 };

/** The member search store (one per page): filters, loaded pages, count and scroll of `/members`. */
export const useSearchStore = create<SearchState>()((set, get) => ({
  filters: DEFAULT_FILTERS,
  ...EMPTY,
  status: 'idle',
  viewer: null,

  saveScroll: (scrollY) => set({ scrollY }),

  search: async (filters, viewer) => {
    const request = ++latest;
    set({ ...EMPTY, filters, viewer, status: 'loading' });
    try {
      const result = await getMembers(filters, 1, PAGE_SIZE);
      if (request !== latest) return;
      set({ profiles: result.profiles, similar: result.similar, total: result.total, totalCapped: result.total_capped, cursor: result.next_cursor, pageNumber: 1, status: 'ready' });
    } catch (error) {
      if (request === latest) set({ status: 'error', error });
    }
  },

  loadMore: async () => {
    const { status, loadingMore, cursor, filters, pageNumber } = get();
    if (status !== 'ready' || loadingMore || cursor === null) return;
    const request = ++latest;
    set({ loadingMore: true, error: null });
    try {
      const result = await getMembers(filters, pageNumber + 1, PAGE_SIZE, cursor);
      if (request !== latest) return;
      // Defensive: a profile already shown is never appended twice.
      const seen = new Set(get().profiles.map((p) => p.id));
      set({
        profiles: [...get().profiles, ...result.profiles.filter((p) => !seen.has(p.id))],
        total: result.total,
        totalCapped: result.total_capped,
        cursor: result.next_cursor,
        pageNumber: pageNumber + 1,
        loadingMore: false,
      });
    } catch (error) {
      if (request === latest) set({ loadingMore: false, error });
    }
  },

  // A fresh object, so a form holding unsent changes also shows the cleared filters.
  clear: (viewer) => get().search({ ...DEFAULT_FILTERS }, viewer),
}));

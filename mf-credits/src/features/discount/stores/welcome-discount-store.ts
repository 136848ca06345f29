import type { DiscountCode } from '@amora/shared';
import { create } from 'zustand';
import { getWelcomeDiscount } from '../api/get-welcome-discount';

interface WelcomeDiscountState {
  /** The member (user id) whose welcome code is loaded or loading, `null` before the first load. */
  userId: number | null;
  /** That member's welcome code; `null` while loading, when they have none or when loading failed. */
  discount: DiscountCode | null;
  /** Loads the member's welcome code once per page; later calls for the same member do nothing. */
  load: (userId: number) => Promise<void>;
}

/**
 * The logged-in member's welcome discount code (spec §1), loaded once for the page's life and
 * shared by /credits, /premium and the checkout. Any failure (404 none, network, 5xx after the
 * retries) leaves `discount` at `null` without an error: spec §8 "Welcome discount load failure:
 * silently ignored". Another member logging in on the same page loads their own code.
 */
export const useWelcomeDiscountStore = create<WelcomeDiscountState>()((set, get) => ({
  userId: null,
  discount: null,
  load: async (userId) => {
    if (get().userId === userId) return;
    set({ userId, discount: null });
    try {
      const discount = await getWelcomeDiscount();
      if (get().userId === userId) set({ discount });
    } catch {
      // spec §8: a failed welcome discount load is silently ignored (no discount shown).
    }
  },
}));

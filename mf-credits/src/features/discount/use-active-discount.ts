import { type DiscountCode, useUser } from '@amora/shared';
import { useEffect, useState } from 'react';
import { useWelcomeDiscount } from './api/get-welcome-discount';

/** Where the active discount comes from; the time bonus (`'time_bonus'`) joins in a later issue. */
export type DiscountSource = 'welcome';

/** The member's active discount (spec §4) and where it comes from. */
export interface ActiveDiscount {
  source: DiscountSource;
  discount: DiscountCode;
}

/** The longest delay `setTimeout` accepts (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether a code can be used at `now` (ms): `status` active, not `expired`, `expires` in the future. */
export function isUsable(discount: DiscountCode, now: number): boolean {
  return discount.status === 'active' && !discount.expired && Date.parse(discount.expires) > now;
}

/**
 * The logged-in member's active discount, or `null` (visitors, none, not usable, or loading).
 *
 * Spec §4: "The active discount is the time bonus if present, else the welcome discount code".
 * Today only the welcome code exists: for a logged-in member it is loaded once per page
 * (`GET /api/discountcode.php?welcome=true`, {@link useWelcomeDiscount}); any failure means
 * no discount, silently (spec §8). It counts while `status === 'active'`, not `expired` and
 * `expires` lies in the future; the hook re-renders at `expires`, so the offer disappears then.
 * When the time bonus arrives (later issue) it is checked FIRST here and returned with
 * `source: 'time_bonus'`; the welcome code stays the fallback — callers use `discount` and
 * branch on `source` only for wording.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const userId = useUser((u) => u?.id ?? null);
  const welcome = useWelcomeDiscount(userId);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!welcome) return;
    const left = Date.parse(welcome.expires) - Date.now();
    if (!(left > 0)) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(left + 50, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [welcome]);

  if (welcome && isUsable(welcome, Date.now())) return { source: 'welcome', discount: welcome };
  return null;
}

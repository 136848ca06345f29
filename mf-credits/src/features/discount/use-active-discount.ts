import { type DiscountCode, useUser } from '@amora/shared';
import { useTimeBonus } from '@amora/shared/time-bonus';
import { useEffect, useState } from 'react';
import { useWelcomeDiscount } from './api/get-welcome-discount';

/** Where the active discount comes from: the time bonus TIMEBONUS25 or the welcome code. */
export type DiscountSource = 'time_bonus' | 'welcome';

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
 * The time bonus comes from the bus (the shell loads it at login for members who are not paid
 * users, {@link useTimeBonus}); the welcome code is loaded once per page (`?welcome=true`,
 * {@link useWelcomeDiscount}); any failure means none, silently (spec §8). A code counts while `status === 'active'`, not
 * `expired` and `expires` lies in the future; the hook re-renders at the next `expires`, so the
 * time bonus gives way to the welcome code at the end of its 4 hours. The API checks again with
 * its own clock when the member pays. Callers use `discount` and branch on `source` for wording.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const userId = useUser((u) => u?.id ?? null);
  const bonus = useTimeBonus();
  const welcome = useWelcomeDiscount(userId);
  const [, setTick] = useState(0);

  useEffect(() => {
    const ends = [bonus, welcome].map((d) => (d ? Date.parse(d.expires) - Date.now() : -1)).filter((left) => left > 0);
    if (ends.length === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(Math.min(...ends) + 50, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [bonus, welcome]);

  const now = Date.now();
  if (bonus && isUsable(bonus, now)) return { source: 'time_bonus', discount: bonus };
  if (welcome && isUsable(welcome, now)) return { source: 'welcome', discount: welcome };
  return null;
}

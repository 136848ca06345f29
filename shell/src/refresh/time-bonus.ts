import { type DiscountCode, type User, api, bus } from '@amora/shared';

/**
 * Keeps `bus.timeBonus$` (spec §3 time bonus state, §4): when a member who is not a paid user is
 * logged in (at boot or login), loads `GET /api/discountcode.php?timebonus=1` once; clears it at
 * logout, when the member becomes a paid user, and at its `expires`. `{discountcode: null}` (no
 * bonus: expired by the server's clock, used) or any failure means none, silently.
 * @returns a function that stops it.
 */
export function startTimeBonus(): () => void {
  let loadedFor: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = (bonus: DiscountCode | null) => {
    clearTimeout(timer);
    bus.timeBonus$.next(bonus);
    const left = bonus ? Date.parse(bonus.expires) - Date.now() : 0;
    if (bonus && left > 0) timer = setTimeout(() => bus.timeBonus$.next(null), Math.min(left, 2 ** 31 - 1));
  };
  const sub = bus.auth$.subscribe((user: User | null | undefined) => {
    if (!user || user.paid_user) {
      loadedFor = null;
      if (bus.timeBonus$.value) publish(null);
      return;
    }
    if (loadedFor === user.id) return;
    loadedFor = user.id;
    api
      .get<{ discountcode: DiscountCode | null }>('/api/discountcode.php', { timebonus: '1' }, { retries: 0 })
      .then(({ discountcode }) => {
        if (bus.auth$.value?.id === user.id && !bus.auth$.value.paid_user) publish(discountcode);
      })
      .catch(() => publish(null));
  });
  return () => {
    sub.unsubscribe();
    clearTimeout(timer);
  };
}

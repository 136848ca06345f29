import { REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS, REFRESH_START_DELAY_MS, bus, computeBadges, refreshUser } from '@amora/shared';

/**
 * One refresh (spec §7, §9): reloads the member (`GET /api/user.php` → `bus.auth$`; a failure keeps
 * the last known member) and asks for fresh chats and likes with `chats:refresh` / `likes:refresh`
 * on the bus. The lists belong to mf_chat and mf_likes; while neither shows them, the shell's
 * `startBadgeLists` answers those events (see ./badge-lists).
 */
export async function refreshAll(): Promise<void> {
  await refreshUser();
  bus.emit('chats:refresh', {});
  bus.emit('likes:refresh', {});
}

/**
 * The refresh loop of spec §9: while logged in, `refreshAll` every 60 s (300 s when push is
 * subscribed), the first time 5 s after login or page load. Badges are derived from the bus
 * (`computeBadges`) whenever the member, the chats or the likes change. Logout clears chats and likes.
 * @returns a function that stops the loop.
 */
export function startRefreshLoop(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loggedIn = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  };
  const tick = async () => {
    await refreshAll();
    if (loggedIn) schedule(bus.auth$.value?.push_subscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS);
  };

  const authSub = bus.auth$.subscribe((user) => {
    if (user && !loggedIn) {
      loggedIn = true;
      schedule(REFRESH_START_DELAY_MS);
    } else if (user === null && loggedIn) {
      loggedIn = false;
      clearTimeout(timer);
      bus.chats$.next(null);
      bus.likes$.next(null);
      bus.lastChat$.next(null);
    }
  });
  const publishBadges = () => bus.badges$.next(computeBadges(bus.chats$.value, bus.likes$.value, bus.auth$.value));
  const badgeSubs = [bus.auth$.subscribe(publishBadges), bus.chats$.subscribe(publishBadges), bus.likes$.subscribe(publishBadges)];

  return () => {
    clearTimeout(timer);
    for (const s of [authSub, ...badgeSubs]) s.unsubscribe();
  };
}

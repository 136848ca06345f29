import { type ChatListEntry, type LikesState, REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS, REFRESH_START_DELAY_MS, type User, api, bus, computeBadges } from '@amora/shared';

/** Loads the current member, chats and likes once and publishes them on the bus (spec §7). */
export async function refreshAll(): Promise<void> {
  const [user, chats, likes] = await Promise.all([
    api.get<User>('/api/user.php'),
    api.get<{ chats: ChatListEntry[] }>('/api/chats.php'),
    api.get<LikesState>('/api/likes.php'),
  ]);
  bus.auth$.next(user);
  bus.chats$.next(chats.chats);
  bus.likes$.next(likes);
}

/**
 * The refresh loop of spec §9: while logged in, reload user, chats and likes every 60 s
 * (300 s when push is subscribed), the first time 5 s after login or page load. Badges are
 * derived from the bus whenever any of the three changes. Logout clears chats and likes.
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
    try {
      await refreshAll();
    } catch {
      // A failed refresh keeps the last known state; the next tick tries again.
    }
    if (loggedIn) schedule(bus.auth$.value?.push_subscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS);
  };

  const subs = [
    bus.auth$.subscribe((user) => {
      if (user && !loggedIn) {
        loggedIn = true;
        schedule(REFRESH_START_DELAY_MS);
      } else if (user === null && loggedIn) {
        loggedIn = false;
        clearTimeout(timer);
        bus.chats$.next(null);
        bus.likes$.next(null);
      }
    }),
    bus.on('chats:refresh').subscribe(() => {
      api.get<{ chats: ChatListEntry[] }>('/api/chats.php').then((r) => bus.chats$.next(r.chats), () => undefined);
    }),
    bus.on('likes:refresh').subscribe(() => {
      api.get<LikesState>('/api/likes.php').then((r) => bus.likes$.next(r), () => undefined);
    }),
  ];
  const publishBadges = () => bus.badges$.next(computeBadges(bus.chats$.value, bus.likes$.value, bus.auth$.value));
  const badgeSubs = [bus.auth$.subscribe(publishBadges), bus.chats$.subscribe(publishBadges), bus.likes$.subscribe(publishBadges)];

  return () => {
    clearTimeout(timer);
    for (const s of [...subs, ...badgeSubs]) s.unsubscribe();
  };
}

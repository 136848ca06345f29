import { type User, api, bus } from '@amora/shared';

/** The browser's IANA time zone, or null when Intl cannot tell. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Keeps the member's stored time zone (`User.timezone`) equal to the browser's, so that the swipe
 * game's 4 likes a day reset at the member's own midnight (spec §6, api/README.md "Swipe game").
 * Sends `PUT /api/profile.php {timezone}` at most once per member and page life, only when they
 * differ; a failure is ignored (the API keeps the country's zone) and not retried.
 */
export function startTimeZoneSync(): void {
  const synced = new Set<number>();
  bus.auth$.subscribe((user: User | null | undefined) => {
    // A visitor's page never asks Intl (its first use costs a phone tens of milliseconds).
    if (!user || synced.has(user.id)) return;
    const zone = browserTimeZone();
    if (!zone || user.timezone === zone) return;
    synced.add(user.id);
    api.put('/api/profile.php', { timezone: zone }).then(
      () => {
        const current = bus.auth$.value;
        if (current && current.id === user.id) bus.auth$.next({ ...current, timezone: zone });
      },
      () => undefined,
    );
  });
}

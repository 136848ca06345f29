import { type User, api, bus } from '@amora/shared';

/**
 * Reloads the member (`GET /api/user.php`) onto the bus, so the navigation (name, avatar, photo count)
 * follows an edit. Failures are ignored: the page already shows the saved state.
 */
export async function refreshUser(): Promise<void> {
  try {
    bus.auth$.next(await api.get<User>('/api/user.php'));
  } catch {
    // The next periodic refresh (spec §9) catches up.
  }
}

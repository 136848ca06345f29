import { bus, refreshUser, useUser } from '@amora/shared';
import { useEffect } from 'react';

/**
 * After the e-mail link confirmed the account (spec §4): when a member is logged in, asks the shell
 * to reload the chats (`chats:refresh`) and reloads the user (`GET /api/user.php` → `bus.auth$`),
 * so the "confirm your e-mail" banner disappears. Runs once per login; a failed reload is ignored
 * (the shell refreshes the user again later).
 */
export function useRefreshAfterActivation(): void {
  const loggedIn = Boolean(useUser());
  useEffect(() => {
    if (!loggedIn) return;
    bus.emit('chats:refresh', {});
    refreshUser();
  }, [loggedIn]);
}

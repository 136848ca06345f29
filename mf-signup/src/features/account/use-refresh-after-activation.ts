import { bus, useUser } from '@amora/shared';
import { useEffect } from 'react';
import { getUser } from './api/get-user';

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
    let live = true;
    bus.emit('chats:refresh', {});
    getUser().then(
      (user) => {
        if (live && user) bus.auth$.next(user);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
}

import { navigate, useLocalizePath } from '@amora/shared';
import { useEffect } from 'react';
import { safeNext } from './safe-next';

/**
 * Once `signedIn`, goes to `next` (a console address, `safeNext`) or the overview, replacing the
 * sign-in in the history. Through the site's `navigate`, so the console's frame follows too.
 */
export function useReturnAfterSignIn(signedIn: boolean, next: string | null): void {
  const localize = useLocalizePath();
  useEffect(() => {
    if (signedIn) navigate(localize(safeNext(next)), { replace: true });
  }, [signedIn, next, localize]);
}

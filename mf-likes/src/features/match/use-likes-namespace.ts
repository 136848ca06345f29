import { i18next, registerNamespace } from '@amora/shared';
import { useEffect, useState } from 'react';
import { LIKES_NS, loadLikesLocale } from '../../i18n/load-locale';

let registration: Promise<void> | null = null;

/**
 * True once the `likes` i18n namespace is loaded. Modules exposed on their own (the match modal,
 * mounted by the shell) can render before mf_likes was ever bootstrapped, so they register the
 * namespace themselves; registering also makes later locale switches load it.
 */
export function useLikesNamespace(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(i18next.language, LIKES_NS));
  useEffect(() => {
    let active = true;
    registration ??= registerNamespace(LIKES_NS, loadLikesLocale);
    registration.then(
      () => active && setReady(true),
      () => {
        // Without texts the modal stays hidden; a later mount tries again.
        registration = null;
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return ready;
}

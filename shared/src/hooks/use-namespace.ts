import { useCallback, useEffect, useState } from 'react';
import { type NamespaceLoader, i18next, registerNamespace } from '@amora/shared';

/** One registration per namespace and page, shared by every mounted component; a failed one is forgotten. */
const registrations = new Map<string, Promise<void>>();

/**
 * Loads an app's i18n namespace from a component: for modules exposed on their own (the profile
 * view, the match modal, the sign-up form), which can render before their remote's lifecycles ran.
 * Registering also makes later locale switches load the namespace (docs/design.md §5).
 * @param ns the namespace (`members`, `likes`, `signup`).
 * @param loader loads one locale's texts.
 * @returns `status` `loading`, `ready` or `failed`, and `retry` after a failure.
 */
export function useNamespace(ns: string, loader: NamespaceLoader): { status: 'loading' | 'ready' | 'failed'; retry: () => void } {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() => (i18next.hasResourceBundle(i18next.language, ns) ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt < 0) return; // `attempt` is a dependency: a retry registers again.
    let active = true;
    let registration = registrations.get(ns);
    if (!registration) {
      registration = registerNamespace(ns, loader);
      registrations.set(ns, registration);
    }
    registration.then(
      () => active && setStatus('ready'),
      () => {
        registrations.delete(ns);
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [ns, loader, attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}

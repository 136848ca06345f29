import { i18next, registerNamespace } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { MEMBERS_NS, loadMembersLocale } from '../../../i18n/load-locale';

let registration: Promise<void> | null = null;

/**
 * Whether the `members` i18n namespace is loaded: `loading`, `ready` or `failed` (with `retry`).
 * The exposed profile view can render inside mf_likes before mf_members was ever bootstrapped, so it
 * registers the namespace itself (as mf_likes' match modal does with `likes`); registering also makes
 * later locale switches load it. One registration per page, shared by every mounted view.
 */
export function useMembersNamespace(): { status: 'loading' | 'ready' | 'failed'; retry: () => void } {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18next.hasResourceBundle(i18next.language, MEMBERS_NS) ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let active = true;
    registration ??= registerNamespace(MEMBERS_NS, loadMembersLocale);
    registration.then(
      () => active && setStatus('ready'),
      () => {
        // A later mount or a retry tries again.
        registration = null;
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}

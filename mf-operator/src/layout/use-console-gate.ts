import type { OperatorMe } from '@amora/contracts';
import { navigate, useLocalizePath, useRoute } from '@amora/shared';
import { useEffect } from 'react';
import { useOperatorSession } from '../features/session';
import { type Section, mayOpen, sectionOf } from '../features/sections';

/** What the console draws for the current address (see {@link useConsoleGate}). */
export type ConsoleGate =
  | { kind: 'sign-in' }
  | { kind: 'wait' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'console'; operator: OperatorMe; section: Section | null; allowed: boolean };

/**
 * The console's gate (issue 31): the sign-in route is open to all (`sign-in`); every other route
 * needs a session whose second factor passed — without one (401) or with the second factor still
 * to pass the operator is sent to `/operator/login?next=<this address>` and comes back after
 * signing in (`wait` meanwhile). Signed in, `console` says the route's section and whether the
 * operator's role may open it (`operatorMay`); `failed` when the session could not be looked up.
 */
export function useConsoleGate(): ConsoleGate {
  const { path, match } = useRoute();
  const localize = useLocalizePath();
  const session = useOperatorSession();
  const signIn = match?.route.name === 'operator-login';
  const signedIn = session.data?.mfa === null;
  const mustSignIn = !signIn && session.isSuccess && !signedIn;

  useEffect(() => {
    if (!mustSignIn) return;
    const next = `${path}${window.location.search}`;
    navigate(localize(`/operator/login?next=${encodeURIComponent(next)}`), { replace: true });
  }, [mustSignIn, path, localize]);

  if (signIn) return { kind: 'sign-in' };
  if (session.isError) return { kind: 'failed', retry: () => void session.refetch() };
  if (!signedIn || !session.data) return { kind: 'wait' };
  const { operator } = session.data;
  const section = sectionOf(match?.route.name ?? '');
  return { kind: 'console', operator, section, allowed: section === null || mayOpen(operator.role, section) };
}

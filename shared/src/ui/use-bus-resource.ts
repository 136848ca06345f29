import { useCallback, useEffect, useState } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { useObservable } from './use-observable';
import { useUser } from './hooks';

export interface BusResource<T> {
  /** The bus value; `null` until it is known (callers show progress only then: first load only, spec §7). */
  value: T | null;
  /** The error of the first load, if it failed (the value stays `null`). */
  error: unknown;
  /** Tries the first load again. */
  retry: () => void;
}

/**
 * A member's data kept on the bus and refreshed by the shell (`bus.chats$`, `bus.likes$`): read
 * from the bus, and loaded once with `load` when it is still `null`, publishing the result for
 * every app. Logged-out visitors trigger no request.
 */
export function useBusResource<T>(subject: BehaviorSubject<T | null>, load: () => Promise<T>): BusResource<T> {
  const value = useObservable(subject);
  const loggedOut = useUser() === null;
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the member retries
  useEffect(() => {
    if (loggedOut || subject.value !== null) return;
    let cancelled = false;
    setError(null);
    load().then(
      (result) => {
        if (!cancelled && subject.value === null) subject.next(result);
      },
      (e: unknown) => {
        if (!cancelled) setError(e);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, loggedOut, subject]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { value, error, retry };
}


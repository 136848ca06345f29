import { type LikesState, bus, useObservable, useUser } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { getLikes } from '../api/get-likes';

export interface LikesView {
  /** The lists from `bus.likes$`; `null` until known. */
  likes: LikesState | null;
  /** The error of the first load, if it failed. */
  error: unknown;
  /** Tries the first load again. */
  retry: () => void;
}

/**
 * The likes lists (spec §7 `GET /api/likes.php`). The shell injects and refreshes `bus.likes$`;
 * when it is still `null` this loads it once and publishes the result. Callers show progress only
 * while `likes` is `null` (first load only, spec §7). Logged-out visitors trigger no request.
 */
export function useLikes(): LikesView {
  const likes = useObservable(bus.likes$);
  const user = useUser();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const loggedOut = user === null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the member retries
  useEffect(() => {
    if (loggedOut || bus.likes$.value !== null) return;
    let cancelled = false;
    setError(null);
    getLikes().then(
      (result) => {
        if (!cancelled && bus.likes$.value === null) bus.likes$.next(result);
      },
      (e: unknown) => {
        if (!cancelled) setError(e);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, loggedOut]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { likes, error, retry };
}

import { type ChatListEntry, bus, useObservable, useUser } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { getChats } from '../api/get-chats';

export interface ChatsState {
  /** The conversation overview from `bus.chats$`; `null` until it is known. */
  chats: ChatListEntry[] | null;
  /** The error of the first load, if it failed (the list stays `null`). */
  error: unknown;
  /** Tries the first load again. */
  retry: () => void;
}

/**
 * The conversation overview (spec §7 `GET /api/chats.php`). The shell injects and refreshes
 * `bus.chats$`; when it is still `null` this loads it once and publishes the result on the bus.
 * Callers show progress only while `chats` is `null` (first load only, spec §7).
 * Logged-out visitors (`auth$` null) trigger no request.
 */
export function useChats(): ChatsState {
  const chats = useObservable(bus.chats$);
  const user = useUser();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const loggedOut = user === null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the member retries
  useEffect(() => {
    if (loggedOut || bus.chats$.value !== null) return;
    let cancelled = false;
    setError(null);
    getChats().then(
      (list) => {
        if (!cancelled && bus.chats$.value === null) bus.chats$.next(list);
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
  return { chats, error, retry };
}

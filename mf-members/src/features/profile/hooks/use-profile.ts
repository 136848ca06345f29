import { ApiError } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { getProfile } from '../api/get-profile';
import type { ProfileDetail } from '@amora/shared';

/**
 * What the profile screen shows: `loading`, the profile, `not_found` (404), `blocked` (the member was
 * blocked by this profile, spec §6: a blocked notice), or `error` with the failure.
 */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProfileDetail }
  | { status: 'not_found' }
  | { status: 'blocked' }
  | { status: 'error'; error: unknown };

/**
 * Loads one profile (`GET /api/profile.php?id=`) and reloads when the id changes; `retry` loads again.
 * @param id the profile id, or null for an invalid id (then `not_found` without a request).
 */
export function useProfile(id: number | null): { state: ProfileState; retry: () => void } {
  const [state, setState] = useState<ProfileState>(id === null ? { status: 'not_found' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    if (id === null) {
      setState({ status: 'not_found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProfile(id, controller.signal).then(
      (profile) => !controller.signal.aborted && setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not_found' });
        else if (error instanceof ApiError && error.code === 'blocked') setState({ status: 'blocked' });
        else setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { getOwnProfile } from '../api/get-own-profile';
import type { OwnProfileDetail } from '@amora/shared';

/** The own profile's load state: the profile once there, `failed` with `retry`, and `replace` for a saved version. */
export interface OwnProfileState {
  profile: OwnProfileDetail | null;
  failed: boolean;
  retry: () => void;
  replace: (profile: OwnProfileDetail) => void;
}

/**
 * Loads the member's own profile (`GET /api/profile.php?id=<own id>`, contract issue 4) for the
 * `/profile` forms; `replace` keeps the answer of a save, so every section sees the saved values.
 */
export function useOwnProfile(id: number): OwnProfileState {
  const [profile, setProfile] = useState<OwnProfileDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getOwnProfile(id, controller.signal).then(setProfile, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { profile, failed, retry, replace: setProfile };
}

import { ApiError, type Profile, bus, errorKey, useObservable } from '@amora/shared';
import { useState } from 'react';
import { likeProfile, unlikeProfile } from './api';

/** What a like button shows and does. */
export interface LikeToggle {
  /** Whether the member likes this profile (the `likes` list on the bus, changed at once on a click). */
  liked: boolean;
  busy: boolean;
  /** The i18n key of the last failure, or null. */
  error: string | null;
  toggle: () => Promise<void>;
}

/**
 * Like / unlike one profile from a list (spec §2 members, §4 like states), through the one like
 * call of ./api: the `likes` list on `bus.likes$` changes at once (and back on failure); a like
 * that makes a match opens the shell's match modal (`match:found`); the likes reload afterwards
 * (`likes:refresh`). Errors: 403 `blocked` → `profile.errors_blocked`, others the common texts.
 */
export function useLikeToggle(profile: Profile): LikeToggle {
  const liked = useObservable(bus.likes$, (likes) => !!likes?.likes.some((p) => p.id === profile.id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setLikedOnBus = (on: boolean) => {
    const likes = bus.likes$.value;
    if (!likes) return;
    const others = likes.likes.filter((p) => p.id !== profile.id);
    bus.likes$.next({ ...likes, likes: on ? [profile, ...others] : others });
  };

  const toggle = async () => {
    if (busy) return;
    const wasLiked = liked;
    setBusy(true);
    setError(null);
    setLikedOnBus(!wasLiked);
    try {
      if (wasLiked) await unlikeProfile(profile.id);
      else if ((await likeProfile(profile.id)).match) bus.emit('match:found', { profile });
      bus.emit('likes:refresh', {});
    } catch (e) {
      setLikedOnBus(wasLiked);
      setError(e instanceof ApiError && e.code === 'blocked' ? 'profile.errors_blocked' : errorKey(e));
    } finally {
      setBusy(false);
    }
  };

  return { liked, busy, error, toggle };
}

import { api, bus, useObservable } from '@amora/shared';
import { useEffect, useRef } from 'react';

/**
 * Opening a liked profile clears its new-like flag (spec §4) — on the server, so a reload keeps it:
 * when the viewed member is in `bus.likes$` `liked_by` with `like_new`, sends
 * `PUT /api/likes.php {profile, seen: true}` once per profile, sets `like_new: false` on the bus
 * at once (the nav badge, the page title `(N)` and the app badge drop), and asks for fresh likes
 * (`likes:refresh`) when the call succeeded. A failed call changes nothing more: the flag comes
 * back with the next refresh and the next opening tries again. Used by the profile view, which
 * `/members/{id}` and mf_likes' `/likes/m/{id}` both show.
 * @param profileId the viewed profile, or null (nothing to do: loading, own profile, visitor).
 */
export function useClearNewLike(profileId: number | null): void {
  const isNew = useObservable(bus.likes$, (likes) => profileId !== null && !!likes?.liked_by.some((l) => l.id === profileId && l.like_new));
  const sent = useRef<number | null>(null);

  useEffect(() => {
    if (profileId === null || !isNew || sent.current === profileId) return;
    sent.current = profileId;
    const likes = bus.likes$.value;
    if (likes) bus.likes$.next({ ...likes, liked_by: likes.liked_by.map((l) => (l.id === profileId ? { ...l, like_new: false } : l)) });
    api.put('/api/likes.php', { profile: profileId, seen: true }).then(
      () => bus.emit('likes:refresh', {}),
      () => {
        sent.current = null;
      },
    );
  }, [profileId, isNew]);
}

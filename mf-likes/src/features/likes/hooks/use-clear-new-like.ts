import { bus, useObservable } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useEffect, useRef } from 'react';
import { updateLikes } from '../api/get-likes';

/**
 * Opening a liked profile clears its new-like flag (spec §4): sets `like_new` to false on the
 * matching `liked_by` entry of the likes lists (cache and `bus.likes$`, so the new-likes badge
 * drops) whenever it is set, and announces `like:opened` once per opened profile so the shell can
 * tell the API.
 * @param profileId the opened profile's id, or null for none.
 */
export function useClearNewLike(profileId: number | null): void {
  const client = useQueryClient();
  const isNew = useObservable(bus.likes$, (likes) => profileId !== null && !!likes?.liked_by.some((l) => l.id === profileId && l.like_new));
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (profileId === null) return;
    if (isNew) updateLikes(client, (likes) => ({ ...likes, liked_by: likes.liked_by.map((l) => (l.id === profileId ? { ...l, like_new: false } : l)) }));
    if (announced.current !== profileId) {
      announced.current = profileId;
      bus.emit('like:opened', { profile: profileId });
    }
  }, [client, profileId, isNew]);
}

import type { AutoLikeProfile, AutoLikeResponse } from '@amora/contracts';
import { AUTO_LIKE_RELOAD_MS, type Profile, api, bus } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { useEffect } from 'react';

/**
 * `PUT /api/likes.php {profile, seen: true}`: the match modal showed this member, so his like is
 * no longer new (spec §4); then, after `AUTO_LIKE_RELOAD_MS` (500 ms, spec §9), the likes reload
 * (`likes:refresh`) and with them the new-likes badge. A failed call is left alone: the like stays
 * new and is announced again on a later visit.
 */
async function markMatchSeen(profile: number): Promise<void> {
  try {
    await api.put('/api/likes.php', { profile, seen: true });
  } catch {
    return;
  }
  setTimeout(() => bus.emit('likes:refresh', {}), AUTO_LIKE_RELOAD_MS);
}

/**
 * The member the match modal shows: `given` when the caller passed one (a like that just made a
 * match), else the answer of `GET /api/auto-like.php` (spec §3 "auto-like profile", §7): `null`
 * while it loads, and `onNone` is called when there is no match to announce or the call failed.
 * Marks the shown match seen once (see {@link markMatchSeen}).
 */
export function useMatchProfile(given: Profile | undefined, onNone: () => void): Profile | AutoLikeProfile | null {
  const auto = useQuery({
    queryKey: ['auto-like'],
    queryFn: () => api.get<AutoLikeResponse>('/api/auto-like.php'),
    enabled: !given,
    staleTime: 0,
    gcTime: 0,
  });
  const profile = given ?? auto.data?.profile ?? null;
  const none = !given && (auto.isError || (auto.isSuccess && !auto.data.profile));

  useEffect(() => {
    if (none) onNone();
  }, [none, onNone]);

  const id = profile?.id;
  useEffect(() => {
    if (id !== undefined) void markMatchSeen(id);
  }, [id]);

  return profile;
}

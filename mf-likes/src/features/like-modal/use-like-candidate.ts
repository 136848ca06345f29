import type { LikedByEntry, Profile } from '@amora/shared';
import { api, bus, useObservable } from '@amora/shared';
import { useQuery } from '@amora/shared/query';

/** Who the like modal proposes: a member whose like is new, or a suggestion. */
export type LikeCandidate = { kind: 'liked_you'; profile: LikedByEntry } | { kind: 'suggestion'; profile: Profile };

/**
 * The member the like modal of spec §4 (`?t=`) proposes: the newest like the member has not seen
 * (`liked_by` with `like_new`, from `bus.likes$`) — "{name} likes you" — else the first profile of
 * `GET /api/suggestions.php?numResults=1` (spec §2 match finder). `undefined` while loading,
 * `null` when there is nobody (or the suggestions failed): the modal then stays closed.
 */
export function useLikeCandidate(): LikeCandidate | null | undefined {
  const newLike = useObservable(bus.likes$, (likes) => likes?.liked_by.find((l) => l.like_new) ?? null);
  const likesLoaded = useObservable(bus.likes$, (likes) => likes !== null);
  const suggestion = useQuery({
    queryKey: ['suggestions', 'like-modal'],
    queryFn: () => api.get<{ profiles: Profile[] }>('/api/suggestions.php', { numResults: 1 }),
    enabled: likesLoaded && !newLike,
    staleTime: 0,
    gcTime: 0,
  });
  if (newLike) return { kind: 'liked_you', profile: newLike };
  if (!likesLoaded || !suggestion.isFetchedAfterMount) return undefined; // a fresh answer, not an earlier modal's
  const first = suggestion.data?.profiles[0];
  return first ? { kind: 'suggestion', profile: first } : null;
}

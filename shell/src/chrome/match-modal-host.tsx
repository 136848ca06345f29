import { type LikesState, type MatchModalProps, type Profile, bus, loadRemoteModule } from '@amora/shared';
import { type ComponentType, useEffect, useRef, useState } from 'react';

/** Ids of matches whose like of the member is still new: matches he has not been shown (spec §4). */
function unannouncedMatches(likes: LikesState | null): number[] {
  if (!likes) return [];
  const matched = new Set(likes.matches.map((m) => m.id));
  return likes.liked_by.filter((l) => l.like_new && matched.has(l.id)).map((l) => l.id);
}

/** What the modal shows: a given profile, or "ask the API" (`auto`) for a match made while away. */
type Open = { profile: Profile } | { auto: true };

/**
 * Hosts the full-screen match modal of spec §2 (owned by mf-likes, exposed as
 * `mf_likes/match-modal`, docs/design.md §7). It opens
 * - on the bus event `match:found` (a like here made a match, or the live stream announced one);
 * - without a profile when the likes on the bus hold a match the member has not seen yet (its
 *   like still `like_new`: made while he was away); the modal then fetches it from
 *   `GET /api/auto-like.php` (spec §7) and marks it seen. Each such match opens it once per page.
 * `initial` is a match the chrome caught before this lazily loaded host was mounted. It closes
 * when the modal says so. When mf_likes cannot be loaded nothing is shown: the remote
 * that emitted the event shows its own inline confirmation.
 */
export function MatchModalHost({ initial = null }: { initial?: Profile | null }) {
  // `initial`: a match announced before this (lazily loaded) host subscribed.
  const [open, setOpen] = useState<Open | null>(initial ? { profile: initial } : null);
  const [Modal, setModal] = useState<ComponentType<MatchModalProps> | null>(null);
  const tried = useRef(new Set<number>(initial ? [initial.id] : []));

  useEffect(() => {
    const matches = bus.on('match:found').subscribe(({ profile }) => {
      tried.current.add(profile.id);
      setOpen({ profile });
    });
    const likes = bus.likes$.subscribe((state) => {
      const fresh = unannouncedMatches(state).filter((id) => !tried.current.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) tried.current.add(id);
      setOpen((current) => current ?? { auto: true });
    });
    return () => {
      matches.unsubscribe();
      likes.unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!open || Modal) return;
    loadRemoteModule('mf_likes/match-modal').then(
      (mod) => setModal(() => mod.default),
      () => setOpen(null),
    );
  }, [open, Modal]);

  if (!open || !Modal) return null;
  const profile = 'profile' in open ? open.profile : undefined;
  return <Modal key={profile?.id ?? 'auto'} profile={profile} onClose={() => setOpen(null)} />;
}

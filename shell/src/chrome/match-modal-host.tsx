import { type MatchModalProps, type Profile, bus, loadRemoteModule } from '@amora/shared';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * Hosts the full-screen match modal of spec §2 (owned by mf-likes, exposed as
 * `mf_likes/match-modal`, DESIGN.md §7): opens on the bus event `match:found` from any remote that
 * made a like a match, and closes when the modal says so. When mf_likes cannot be loaded nothing is
 * shown: the remote that emitted the event shows its own inline confirmation.
 */
export function MatchModalHost() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [Modal, setModal] = useState<ComponentType<MatchModalProps> | null>(null);

  useEffect(() => {
    const sub = bus.on('match:found').subscribe(({ profile: matched }) => setProfile(matched));
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (!profile || Modal) return;
    loadRemoteModule('mf_likes/match-modal').then(
      (mod) => setModal(() => mod.default),
      () => setProfile(null),
    );
  }, [profile, Modal]);

  if (!profile || !Modal) return null;
  return <Modal profile={profile} onClose={() => setProfile(null)} />;
}

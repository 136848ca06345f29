/**
 * The profile view exposed as `./profile-view` (DESIGN.md §1) for mf_likes' `/likes/m/{id}` — the same
 * screen as `/members/{id}` (spec §2). Default export: `ComponentType<{ profileId: number }>`, rendered
 * inside the host remote's router. It may render before mf_members was ever bootstrapped, so it
 * registers the `members` namespace itself and shows a spinner until the texts are there (the
 * localized remote error with retry if they cannot be loaded).
 */
import { RemoteError, Spinner, i18next, registerNamespace } from '@amora/shared';
import { useEffect, useState } from 'react';
import { ProfileView } from './features/profile/components/profile-view';
import { MEMBERS_NS, loadMembersLocale } from './i18n/load-locale';

let registration: Promise<void> | null = null;

/** `<ProfileView profileId>` once the `members` namespace is loaded. */
export default function ExposedProfileView({ profileId }: { profileId: number }) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18next.hasResourceBundle(i18next.language, MEMBERS_NS) ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (status === 'ready') return;
    let active = true;
    registration ??= registerNamespace(MEMBERS_NS, loadMembersLocale);
    registration.then(
      () => active && setStatus('ready'),
      () => {
        registration = null;
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (status === 'failed') {
    return (
      <RemoteError
        onRetry={() => {
          setStatus('loading');
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return status === 'ready' ? <ProfileView profileId={profileId} /> : <Spinner />;
}

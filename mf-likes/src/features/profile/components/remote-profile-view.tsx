import { type ProfileViewProps, RemoteError, Spinner, isChunkLoadError, loadRemoteModule, reloadAfterChunkError } from '@amora/shared';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** The profile view exposed by mf_members as `./profile-view` (DESIGN.md §1). */
type ProfileView = ComponentType<ProfileViewProps>;

type State = { status: 'loading' } | { status: 'ready'; View: ProfileView } | { status: 'failed' };

// Loaded once per page: later visits render at once.
let cached: ProfileView | null = null;

/** Catches errors thrown while rendering the foreign view, so only this part shows an error with retry. */
class ViewBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <RemoteError
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Renders mf_members' profile view for one member (spec §2: `/likes/m/{id}` is the same screen as
 * `/members/{id}`), loaded through the federation runtime with `loadRemoteModule`. Shows a spinner
 * while it loads and the localized remote error with retry when it cannot be loaded or throws.
 * @param profileId the member's profile id.
 */
export function RemoteProfileView({ profileId }: { profileId: number }) {
  const [state, setState] = useState<State>(() => (cached ? { status: 'ready', View: cached } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the member retries
  useEffect(() => {
    if (cached) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteModule('mf_members/profile-view').then(
      (module) => {
        if (cancelled) return;
        const View = module?.default;
        if (!View) return setState({ status: 'failed' });
        cached = View;
        setState({ status: 'ready', View });
      },
      (error: unknown) => {
        // A stale chunk after a release: reload the page, at most once per 60 s (spec §8).
        if (isChunkLoadError(error) && reloadAfterChunkError()) return;
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteError onRetry={() => setAttempt((n) => n + 1)} />;
  const { View } = state;
  return (
    <ViewBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <View profileId={profileId} />
    </ViewBoundary>
  );
}

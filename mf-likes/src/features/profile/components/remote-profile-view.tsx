import { type ProfileViewProps, RemoteError, Spinner, isChunkLoadError, loadRemoteModule, reloadAfterChunkError } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';
import { Component, type ComponentType, type ReactNode } from 'react';

/** The profile view exposed by mf_members as `./profile-view` (docs/design.md §1). */
type ProfileView = ComponentType<ProfileViewProps>;

/**
 * Loading mf_members' profile view through the federation runtime as a query (key
 * `['remote', 'mf_members/profile-view']`): loaded once per page, later visits render at once.
 * A stale chunk after a release reloads the page, at most once per 60 s (spec §8); the load then
 * stays pending until the page is gone.
 * @throws Error when the module cannot be loaded or has no default export.
 */
export function profileViewQueryOptions() {
  return queryOptions({
    queryKey: ['remote', 'mf_members/profile-view'] as const,
    queryFn: async (): Promise<ProfileView> => {
      try {
        const module = await loadRemoteModule('mf_members/profile-view');
        if (!module?.default) throw new Error('mf_members/profile-view has no default export');
        return module.default;
      } catch (error) {
        if (isChunkLoadError(error) && reloadAfterChunkError()) return new Promise<never>(() => undefined);
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Catches errors thrown while rendering the foreign view, so only this part shows an error with retry. */
class ViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <RemoteError onRetry={() => this.setState({ failed: false })} />;
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
  const { data: View, error, isFetching, refetch } = useQuery(profileViewQueryOptions());

  if (View) {
    return (
      <ViewBoundary>
        <View profileId={profileId} />
      </ViewBoundary>
    );
  }
  if (error && !isFetching) return <RemoteError onRetry={() => void refetch()} />;
  return <Spinner />;
}

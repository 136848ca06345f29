/**
 * The profile view of `/members/{id}`, also exposed as `mf_members/profile-view` (docs/design.md §1) for
 * mf_likes' `/likes/m/{id}` — the same screen (spec §2). Default export `ComponentType<{ profileId }>`.
 * It works inside any router or none (its links are plain localized `<a href>`), and registers the
 * `members` namespace itself, showing a spinner until the texts are there (the localized remote error
 * with retry if they cannot be loaded). It brings the page's query client, whichever app renders it.
 */
import { type ProfileViewProps, RemoteError, Spinner } from '@amora/shared';
import { useNamespace } from '@amora/shared/hooks';
import { QueryProvider } from '@amora/shared/query';
import { ProfileContent } from './components/profile-content';
import { MEMBERS_NS, loadMembersLocale } from '../../i18n/load-locale';

/**
 * A member's profile page once the `members` texts are loaded.
 * @param profileId the profile id (`GET /api/profile.php?id=`); an invalid id shows "Profile not found".
 */
export default function ProfileView({ profileId }: ProfileViewProps) {
  const { status, retry } = useNamespace(MEMBERS_NS, loadMembersLocale);
  if (status === 'failed') return <RemoteError onRetry={retry} />;
  return status === 'ready' ? (
    <QueryProvider>
      <ProfileContent profileId={profileId} />
    </QueryProvider>
  ) : (
    <Spinner />
  );
}

import { Spinner, type User, useTranslation } from '@amora/shared';
import type { ReactNode } from 'react';
import { DetailsForm } from './components/details-form';
import { LocationSection } from './components/location-section';
import { PhotosSection } from './components/photos-section';
import { PrivacySection } from './components/privacy-section';
import { useOwnProfile } from './hooks/use-own-profile';

/**
 * The editing cards of `/profile` (spec §2 "profile editing and settings"): photos, profile details,
 * location, then privacy and language, followed by `after` (the account settings). The photos card
 * works on its own; the other cards wait for the own profile (`GET /api/profile.php?id=`) and share
 * every saved version of it.
 */
export function ProfileEditor({ user, after }: { user: User; after?: ReactNode }) {
  const { t } = useTranslation('members');
  const { profile, failed, retry, replace } = useOwnProfile(user.profile.id);
  return (
    <>
      <PhotosSection user={user} />
      {failed && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{t('editor.load_failed')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
            {t('editor.retry')}
          </button>
        </div>
      )}
      {!profile && !failed && <Spinner />}
      {profile && (
        <>
          <DetailsForm user={user} profile={profile} onSaved={replace} />
          <LocationSection profile={profile} onSaved={replace} />
          <PrivacySection profile={profile} onSaved={replace} />
        </>
      )}
      {after}
    </>
  );
}

import { ErrorPage, errorKey, Spinner, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { AppLink } from '../../../ui/app-link';
import { useClearNewLike } from '../../likes';
import { BlockedNotice } from './blocked-notice';
import { useProfile } from '../hooks/use-profile';
import { PhotoGallery } from './photo-gallery';
import { ProfileActions } from './profile-actions';
import { ProfileDetails, ProfileHeader } from './profile-details';
import { ProfileNotes } from './profile-notes';

/**
 * A member's profile (spec §2 members-id): photos, name and age as the screen's h1, place, online
 * state, the fictional-profile notice, the ways to get in touch, about text and interests, and the
 * viewer's private notes when the site has them (issue 4). Opening it clears the member's new
 * like on the server (spec §4, ../../likes/use-clear-new-like).
 * Loading shows a spinner; 404 the 404 page "Profile not found" with a link to the search; a member blocked by
 * this profile the blocked notice (spec §6); other errors the message with retry.
 * @param profileId the profile id (a non-positive or non-integer id counts as not found, without a request).
 */
export function ProfileContent({ profileId }: { profileId: number }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const valid = Number.isInteger(profileId) && profileId > 0;
  const { state, retry } = useProfile(valid ? profileId : null);
  usePageTitle(state.status === 'ready' ? state.profile.name : undefined);
  useClearNewLike(state.status === 'ready' && user && user.profile.id !== profileId ? profileId : null);

  switch (state.status) {
    case 'loading':
      return <Spinner />;
    case 'not_found':
      return (
        <ErrorPage status={404} message={t('profile.not_found')}>
          <p className="text-body-secondary">{t('profile.not_found_text')}</p>
          <AppLink className="btn btn-outline-primary mt-3 me-2" to="/members">
            {t('search.title')}
          </AppLink>
        </ErrorPage>
      );
    case 'blocked':
      return <BlockedNotice />;
    case 'error':
      return (
        <div className="py-4">
          <h1 className="visually-hidden">{t('profile.title')}</h1>
          <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
            <span>{t(errorKey(state.error))}</span>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
              {t('retry', { ns: 'common' })}
            </button>
          </div>
        </div>
      );
    case 'ready': {
      const { profile } = state;
      const own = user?.profile.id === profile.id;
      return (
        <article className="row g-4">
          <div className="col-md-5 col-lg-4">
            <PhotoGallery key={profile.id} profile={profile} own={own} />
          </div>
          <div className="col-md-7 col-lg-8">
            <ProfileHeader profile={profile} />
            <div className="mb-4">
              <ProfileActions profile={profile} own={own} />
            </div>
            <ProfileDetails profile={profile} />
            <ProfileNotes profile={profile} />
          </div>
        </article>
      );
    }
  }
}

import { Spinner, errorKey, useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, type HeadingLevel } from '../../../ui/heading';
import { useProfile } from '../hooks/use-profile';
import { ContactCard } from './contact-card';
import { PhotoGallery } from './photo-gallery';
import { ProfileDetails, ProfileHeader } from './profile-details';

/**
 * A member's profile page (spec §2 members-id; also `/likes/m/{id}` through mf_likes and the owner's
 * preview on `/profile`): photos, name and age as the screen's h1, place, facts, about text, interests
 * and the way to get in touch. Loading shows a spinner; a missing profile "Profile not found" with a
 * link to the search; a blocked member the blocked notice (spec §6); other errors the message with retry.
 * @param profileId the profile id (a non-positive or non-integer id counts as not found).
 * @param headingLevel level of the name heading (default 1: the screen's h1); sections go one below.
 */
export function ProfileView({ profileId, headingLevel = 1 }: { profileId: number; headingLevel?: 1 | 2 | 3 }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const valid = Number.isInteger(profileId) && profileId > 0;
  const { state, retry } = useProfile(valid ? profileId : null);

  switch (state.status) {
    case 'loading':
      return <Spinner />;
    case 'not_found':
      return (
        <div className="text-center py-5">
          <Heading level={headingLevel} className="h3">
            {t('profile.not_found')}
          </Heading>
          <p className="text-body-secondary">{t('profile.not_found_text')}</p>
          <Link className="btn btn-primary" to="/members">
            {t('search.title')}
          </Link>
        </div>
      );
    case 'blocked':
      return (
        <div className="text-center py-5">
          <Heading level={headingLevel} className="h3">
            {t('profile.blocked_title')}
          </Heading>
          <p className="alert alert-warning d-inline-block">{t('profile.blocked_text')}</p>
        </div>
      );
    case 'error':
      return (
        <div className="py-4">
          <Heading level={headingLevel} className="visually-hidden">
            {t('profile.title')}
          </Heading>
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
            <ProfileHeader profile={profile} level={headingLevel} />
            <div className="mb-4">
              <ContactCard profile={profile} own={own} />
            </div>
            <ProfileDetails profile={profile} level={(headingLevel + 1) as HeadingLevel} />
          </div>
        </article>
      );
    }
  }
}

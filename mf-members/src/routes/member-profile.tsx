import { useEffect } from 'react';
import { useTranslation } from '@amora/shared';
import { Link, useParams } from '@amora/shared/router';
import ProfileView from '../features/profile/profile-view';

/**
 * `/members/{id}` (spec §2 members-id): a member's profile — the exposed profile view that mf_likes
 * also shows — with a way back to the search results (kept in the search store, spec §4).
 */
export function MemberProfile() {
  const { t } = useTranslation('members');
  const { id } = useParams();
  // Opened from far down the results: start at the top of the profile.
  useEffect(() => {
    if (id && window.scrollY > 0) window.scrollTo(0, 0);
  }, [id]);
  return (
    <section className="container py-3 py-md-4">
      <Link to="/members" className="btn btn-link text-decoration-none px-0 mb-2">
        <span aria-hidden="true">‹ </span>
        {t('profile.back_to_search')}
      </Link>
      <ProfileView profileId={Number(id)} />
    </section>
  );
}

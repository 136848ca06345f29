import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProfileView } from '../features/profile/components/profile-view';

/** `/members/{id}` (spec §2 members-id): a member's profile, with a way back to the search results. */
export function MemberProfile() {
  const { t } = useTranslation('members');
  const { id } = useParams();
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

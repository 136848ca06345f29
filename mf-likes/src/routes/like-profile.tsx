import { ErrorPage, useTranslation } from '@amora/shared';
import { Link, useParams } from '@amora/shared/router';
import { RemoteProfileView } from '../features/profile/components/remote-profile-view';

/**
 * `/likes/m/{id}` (spec §2): a member's profile opened from the likes lists — the same profile view
 * as `/members/{id}`, provided by mf_members, which also clears the member's new-like flag on the
 * server (spec §4), and shows the 404 page for an unknown member. An id that is no number is the
 * 404 page too (the route table already refuses one).
 */
export function LikeProfile() {
  const { t } = useTranslation('likes');
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <ErrorPage status={404} />;

  return (
    <section className="container py-3">
      <Link to="/likes" className="btn btn-link text-decoration-none px-0 mb-2">
        <span aria-hidden="true">‹ </span>
        {t('back')}
      </Link>
      <RemoteProfileView profileId={id} />
    </section>
  );
}

import { type Profile, useLocale } from '@amora/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPlace } from '../../../ui/format-place';
import { ProfilePhoto } from '../../../ui/profile-photo';

/**
 * A member in the search results (spec §2 members): portrait photo (4:5, lazy thumb) or the initial
 * placeholder, an "Online" badge, name and age, and where they live. The whole card links to
 * `/members/{id}`.
 */
export function MemberCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  return (
    <article className="card h-100 border-0 shadow-sm overflow-hidden member-card">
      <div className="ratio bg-secondary-subtle" style={{ '--bs-aspect-ratio': '125%' } as CSSProperties}>
        <ProfilePhoto name={profile.name} image={profile.main_image} width={240} height={300} />
      </div>
      {profile.online && (
        <span className="badge rounded-pill text-bg-success position-absolute top-0 start-0 m-2 shadow-sm">{t('online')}</span>
      )}
      <div className="card-body p-2 p-sm-3">
        <h3 className="h6 card-title mb-1 text-truncate">
          <Link to={`/members/${profile.id}`} className="stretched-link text-reset text-decoration-none">
            {t('name_age', { name: profile.name, age: profile.age })}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-0 text-truncate">{formatPlace(profile, locale)}</p>
      </div>
    </article>
  );
}

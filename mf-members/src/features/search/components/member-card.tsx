import { type Profile, useLocale } from '@amora/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalMark } from '../../../ui/fictional-mark';
import { formatPlace } from '../../../ui/format-place';
import { OnlineDot } from '../../../ui/online-dot';
import { ProfilePhoto } from '../../../ui/profile-photo';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/**
 * A member in the search results (spec §2 members): portrait photo (lazy thumb, or the initial as a
 * placeholder), name and age, an online dot, the site's fictional icon for fictional profiles, and the
 * city (or region) with the country. The whole card links to `/members/{id}`.
 */
export function MemberCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  return (
    <article className="card h-100 border-0 shadow-sm overflow-hidden">
      <div className="ratio bg-secondary-subtle" style={PORTRAIT}>
        <ProfilePhoto name={profile.name} image={profile.main_image} variant="full" width={240} height={300} />
      </div>
      <div className="card-body p-2 p-sm-3">
        <h3 className="h6 card-title mb-1 d-flex align-items-center gap-1">
          {profile.online && <OnlineDot />}
          <Link to={`/members/${profile.id}`} className="stretched-link text-reset text-decoration-none text-truncate">
            {t('name_age', { name: profile.name, age: profile.age })}
          </Link>
          {profile.fictional && <FictionalMark />}
        </h3>
        <p className="small text-body-secondary mb-0 text-truncate">{formatPlace(profile, locale)}</p>
      </div>
    </article>
  );
}

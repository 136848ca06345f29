import { type Profile, useLocale, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { FictionalMark } from '../../../ui/fictional-mark';
import { formatPlace } from '../../../ui/format-place';
import { OnlineDot } from '../../../ui/online-dot';
import { ProfilePhoto } from '../../../ui/profile-photo';
import '../suggestions.scss';

/**
 * One suggested member, large (spec §2 match-finder, swipe-game): main photo, name and age (a link to
 * `/members/{id}`), online dot, fictional icon, where they live and the start of their about text.
 */
export function SuggestionCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  return (
    <article className="card border-0 shadow overflow-hidden">
      <div className="ratio suggestion-photo bg-secondary-subtle">
        <ProfilePhoto name={profile.name} image={profile.main_image} gender={profile.gender} variant="full" width={480} height={600} eager />
      </div>
      <div className="card-body">
        <h2 className="h4 card-title mb-1 d-flex align-items-center gap-2">
          {profile.online && <OnlineDot />}
          <Link to={`/members/${profile.id}`} className="text-reset">
            {t('name_age', { name: profile.name, age: profile.age })}
          </Link>
          {profile.fictional && <FictionalMark />}
        </h2>
        <p className="text-body-secondary mb-2">{formatPlace(profile, locale)}</p>
        {profile.about.trim() && (
          <p className="mb-0 suggestion-about">
            {profile.about}
          </p>
        )}
      </div>
    </article>
  );
}

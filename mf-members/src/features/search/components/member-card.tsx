import { type Profile, bus, useLocale, useUser, useTranslation } from '@amora/shared';
import type { CSSProperties } from 'react';
import { Link } from '@amora/shared/router';
import { FictionalMark } from '../../../ui/fictional-mark';
import { HeartIcon } from '../../../ui/heart-icon';
import { useLikeToggle } from '../../likes';
import { formatPlace } from '../../../ui/format-place';
import { OnlineDot } from '../../../ui/online-dot';
import { ProfilePhoto } from '../../../ui/profile-photo';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/** The round heart button over a card's photo: above the card's stretched link, 44 × 44 px. */
const HEART_BUTTON = { zIndex: 2, width: 44, height: 44 } as CSSProperties;

/** A logged-in member's Like / Unlike toggle for one card (spec §4 like states), with its error below the card. */
function CardLikeButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation('members');
  const { liked, busy, error, toggle } = useLikeToggle(profile);
  return (
    <>
      <button
        type="button"
        className={`btn rounded-circle shadow-sm position-absolute top-0 end-0 m-2 d-flex align-items-center justify-content-center p-0 ${liked ? 'btn-primary' : 'btn-light text-primary'}`}
        style={HEART_BUTTON}
        aria-pressed={liked}
        aria-label={t(liked ? 'search.unlike_name' : 'search.like_name', { name: profile.name })}
        disabled={busy}
        onClick={toggle}
      >
        <HeartIcon filled={liked} />
      </button>
      {error && (
        <p className="small text-danger px-2 px-sm-3 mb-2" role="alert">
          {t(error)}
        </p>
      )}
    </>
  );
}

/**
 * A member in the search results (spec §2 members): portrait photo (lazy thumb, or a silhouette as a
 * placeholder), name and age, an online dot, the site's fictional icon for fictional profiles, and the
 * city (or region) with the country. The whole card links to `/members/{id}`. A heart button over
 * the photo likes or unlikes the member (members; not on one's own card) or opens the sign-up
 * (visitors: liking needs an account, spec §6).
 */
export function MemberCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const user = useUser();
  return (
    <article className="card h-100 border-0 shadow-sm overflow-hidden position-relative">
      <div className="ratio bg-secondary-subtle" style={PORTRAIT}>
        <ProfilePhoto name={profile.name} image={profile.main_image} gender={profile.gender} variant="full" width={240} height={300} />
      </div>
      {user && user.profile.id !== profile.id && <CardLikeButton profile={profile} />}
      {user === null && (
        <button
          type="button"
          className="btn btn-light text-primary rounded-circle shadow-sm position-absolute top-0 end-0 m-2 d-flex align-items-center justify-content-center p-0"
          style={HEART_BUTTON}
          aria-label={t('search.like_name', { name: profile.name })}
          onClick={() => bus.emit('signup:open', { profile: profile.id })}
        >
          <HeartIcon filled={false} />
        </button>
      )}
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

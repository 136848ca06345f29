import { type LikedByEntry, type Profile, ProfilePlaceholder, photoSrcSet, useLocale, useSettings, useTranslation } from '@amora/shared';
import type { CSSProperties } from 'react';
import { Link } from '@amora/shared/router';
import { formatPlace } from '../format-place';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;
/** The card's width in the likes grid (2 columns, 3 from 768 px, 4 from 992 px in a ≤ 1320 px container): the browser picks the photo file by it. */
const GRID_SIZES = '(min-width: 1400px) 330px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A member in a likes list (spec §2): photo (or the silhouette by gender), name and age,
 * city and country, a "New" badge for an unseen like (`like_new`), and an online dot.
 * The whole card links to `/likes/m/{id}`.
 */
export function ProfileCard({ profile }: { profile: Profile | LikedByEntry }) {
  const { t } = useTranslation('likes');
  const settings = useSettings();
  const locale = useLocale();
  const isNew = 'like_new' in profile && profile.like_new;
  return (
    <article className={`card h-100 shadow-sm overflow-hidden ${isNew ? 'border-primary' : 'border-0'}`}>
      <div className="ratio bg-secondary-subtle" style={PORTRAIT}>
        {profile.main_image && settings ? (
          <img
            src={settings.cdn_prefix + profile.main_image.filename}
            srcSet={photoSrcSet(settings.cdn_prefix, profile.main_image)}
            sizes={GRID_SIZES}
            alt={t('card.photo_alt', { name: profile.name })}
            loading="lazy"
            width={300}
            height={375}
            className="object-fit-cover w-100 h-100"
          />
        ) : (
          <ProfilePlaceholder gender={profile.gender} label={t('card.photo_alt', { name: profile.name })} />
        )}
      </div>
      {isNew && <span className="badge text-bg-primary position-absolute top-0 start-0 m-2 shadow-sm">{t('card.new')}</span>}
      <div className="card-body p-2 p-sm-3">
        <h2 className="h6 card-title mb-1 d-flex align-items-center gap-1">
          {profile.online && (
            <span className="d-inline-block rounded-circle bg-success flex-shrink-0" style={{ width: 8, height: 8 }} title={t('card.online')}>
              <span className="visually-hidden">{t('card.online')}</span>
            </span>
          )}
          <Link to={`/likes/m/${profile.id}`} className="stretched-link text-reset text-decoration-none text-truncate">
            {t('card.name_age', { name: profile.name, age: profile.age })}
          </Link>
        </h2>
        <p className="small text-body-secondary mb-0 text-truncate">{formatPlace(profile.city, profile.region, profile.country, locale)}</p>
      </div>
    </article>
  );
}

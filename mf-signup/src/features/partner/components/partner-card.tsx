import { ProfilePlaceholder, useSettings, useTranslation } from '@amora/shared';
import type { ProfileDetail } from '../api/get-profile';

/**
 * The partner's card above the sign-up form (spec §2): photo (`cdn_prefix + main_image.filename`)
 * or the silhouette by gender, name and age, place, online state, the entertainment-profile icon
 * (settings `fictional_icon`) and the start of the profile text.
 */
export function PartnerCard({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <article className="card shadow-sm overflow-hidden mb-4" aria-labelledby={`partner-${profile.id}`}>
      <div className="row g-0">
        <div className="col-sm-5">
          {profile.main_image && settings ? (
            <img
              src={settings.cdn_prefix + profile.main_image.filename}
              alt={t('partner.photo_alt', { name: profile.name })}
              width={480}
              height={480}
              className="w-100 h-100 object-fit-cover"
              style={{ aspectRatio: '1 / 1' }}
            />
          ) : (
            <div className="ratio ratio-1x1">
              <ProfilePlaceholder gender={profile.gender} label={t('partner.photo_alt', { name: profile.name })} />
            </div>
          )}
        </div>
        <div className="col-sm-7">
          <div className="card-body">
            <h2 id={`partner-${profile.id}`} className="h4 mb-1">
              {t('partner.name_age', { name: profile.name, age: profile.age })}
              {profile.fictional && settings?.fictional_icon && (
                <span className="ms-2" role="img" aria-label={t('partner.fictional')} title={t('partner.fictional')}>
                  {settings.fictional_icon}
                </span>
              )}
            </h2>
            {place && <p className="text-body-secondary mb-2">{place}</p>}
            {profile.online && <span className="badge text-bg-success mb-2">{t('partner.online')}</span>}
            {profile.about && (
              <p className="mb-0" style={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {profile.about}
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

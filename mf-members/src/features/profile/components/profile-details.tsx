import { useLocale, useSettings } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../ui/format-place';
import { Heading, type HeadingLevel } from '../../../ui/heading';
import type { ProfileDetail } from '../types';

/** Profile fields a site shows (`settings.visible_profile_fields`); all of them when unknown. */
function useVisibleFields(): (field: string) => boolean {
  const settings = useSettings();
  const fields = settings?.visible_profile_fields;
  return (field) => !fields || fields.length === 0 || fields.includes(field);
}

/**
 * The profile's heading ("Name, age", the screen's h1 unless `level` says otherwise), an Online badge, the fictional-profile mark of the
 * site's settings, and where the member lives — each field only when the site shows it
 * (`settings.visible_profile_fields`, spec §3).
 */
export function ProfileHeader({ profile, level = 1 }: { profile: ProfileDetail; level?: HeadingLevel }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const locale = useLocale();
  const visible = useVisibleFields();
  const place = [visible('city') ? profile.city : null, visible('region') ? profile.region : null, visible('country') ? countryName(profile.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <header className="mb-3">
      <Heading level={level} className="h2 mb-1">
        {visible('age') ? t('name_age', { name: profile.name, age: profile.age }) : profile.name}
      </Heading>
      {place && <p className="text-body-secondary mb-2">{place}</p>}
      <div className="d-flex flex-wrap gap-2">
        {profile.online && <span className="badge rounded-pill text-bg-success">{t('online')}</span>}
        {profile.fictional && settings?.fictional_singular && (
          <span className="badge rounded-pill text-bg-light border" title={settings.fictional_warning}>
            {settings.fictional_icon} {settings.fictional_singular}
          </span>
        )}
      </div>
    </header>
  );
}

/**
 * The facts of a profile (spec §3): gender and age as a description list, the "About me" text and the
 * interests (translated keys) — each only when the site shows it; interests also need `settings.interests`.
 */
export function ProfileDetails({ profile, level = 2 }: { profile: ProfileDetail; level?: HeadingLevel }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const visible = useVisibleFields();
  const showInterests = visible('interests') && settings?.interests !== false && profile.interests.length > 0;
  return (
    <>
      {(visible('gender') || visible('age')) && (
        <dl className="row mb-4 small">
          {visible('gender') && (
            <>
              <dt className="col-5 col-sm-4 text-body-secondary fw-normal">{t('profile.gender')}</dt>
              <dd className="col-7 col-sm-8 mb-1">{t(profile.gender === 'female' ? 'profile.gender_female' : 'profile.gender_male')}</dd>
            </>
          )}
          {visible('age') && (
            <>
              <dt className="col-5 col-sm-4 text-body-secondary fw-normal">{t('profile.age')}</dt>
              <dd className="col-7 col-sm-8 mb-1">{t('profile.years', { count: profile.age })}</dd>
            </>
          )}
        </dl>
      )}
      {visible('about') && profile.about.trim() && (
        <section className="mb-4" aria-labelledby="profile-about">
          <Heading level={level} id="profile-about" className="h5">
            {t('profile.about')}
          </Heading>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {profile.about}
          </p>
        </section>
      )}
      {showInterests && (
        <section className="mb-4" aria-labelledby="profile-interests">
          <Heading level={level} id="profile-interests" className="h5">
            {t('profile.interests')}
          </Heading>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {profile.interests.map((key) => (
              <li key={key} className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis fw-normal fs-6 px-3 py-2">
                {t(`interests.${key}`, { defaultValue: key.replace(/_/g, ' ') })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

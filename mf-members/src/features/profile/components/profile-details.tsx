import { useLocale, useSettings, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { FictionalMark } from '../../../ui/fictional-mark';
import { countryName } from '../../../ui/format-place';
import { humanizeKey } from '../humanize-key';
import type { ProfileDetail } from '@amora/shared';

/** Profile fields a site shows (`settings.visible_profile_fields`); all of them when unknown. */
function useVisibleFields(): (field: string) => boolean {
  const settings = useSettings();
  const fields = settings?.visible_profile_fields;
  return (field) => !fields || fields.length === 0 || fields.includes(field);
}

/**
 * The profile's heading (the screen's one h1: "Name, age"), where the member lives (city, region,
 * country named in the active locale), "Online now", and for fictional profiles the site's icon and
 * `settings.fictional_warning` (spec §3). Each field only when the site shows it (`visible_profile_fields`).
 */
export function ProfileHeader({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const locale = useLocale();
  const visible = useVisibleFields();
  const place = [visible('city') ? profile.city : null, visible('region') ? profile.region : null, visible('country') ? countryName(profile.country, locale) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <header className="mb-3">
      <h1 className="h2 mb-1 d-flex flex-wrap align-items-center gap-2">
        <span>{visible('age') ? t('name_age', { name: profile.name, age: profile.age }) : profile.name}</span>
        {profile.fictional && <FictionalMark />}
      </h1>
      {place && <p className="text-body-secondary mb-2">{place}</p>}
      {profile.online && (
        <p className="d-flex align-items-center gap-2 small text-success-emphasis mb-2">
          <span className="d-inline-block rounded-circle bg-success" style={{ width: 10, height: 10 }} aria-hidden="true" />
          {t('online_now')}
        </p>
      )}
      {profile.fictional && settings?.fictional_warning && (
        <p className="alert alert-secondary small d-flex gap-2 mb-0">
          {settings.fictional_icon && <span aria-hidden="true">{settings.fictional_icon}</span>}
          <span>{settings.fictional_warning}</span>
        </p>
      )}
    </header>
  );
}

/**
 * The facts of a profile (spec §3): gender and age as a description list, the "About me" text and the
 * interests (translated keys, unknown keys humanized) — each only when the site shows it; interests
 * also need `settings.interests`.
 */
export function ProfileDetails({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const visible = useVisibleFields();
  const id = useId();
  const showInterests = visible('interests') && settings?.interests !== false && profile.interests.length > 0;
  return (
    <>
      {(visible('gender') || visible('age')) && (
        <dl className="row mb-4 small" style={{ maxWidth: 420 }}>
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
        <section className="mb-4" aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="h5">
            {t('profile.about')}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {profile.about}
          </p>
        </section>
      )}
      {showInterests && (
        <section className="mb-4" aria-labelledby={`${id}-interests`}>
          <h2 id={`${id}-interests`} className="h5">
            {t('profile.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {profile.interests.map((key) => (
              <li key={key} className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis fw-normal fs-6 px-3 py-2">
                {t(`interests.${key}`, { defaultValue: humanizeKey(key) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

import { useTranslation } from '@amora/shared';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';
import { useLocationStep } from './use-location-step';

const CITY_MAX = 100;

/**
 * Sign-up step "location" (spec §4): country (the site's `settings.countries`), region of that
 * country (`GET /api/regions.php`), optional city, and "Use my location" (browser geolocation →
 * `GET /api/geocode.php` fills all three). Continue saves `PUT /api/profile.php {country,
 * region_code, city, lat, lon}`; `lat`/`lon` only when located and the country was kept.
 */
export function LocationStep({ profile, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const id = useId();
  const { country, chooseCountry, region, chooseRegion, city, setCity, countries, regions, locating, locate, geoMessage, countryError, regionError, error, saving, save } =
    useLocationStep(id, { profile, onNext });
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const describedBy = (field: string, message: string | null) => (message ? `${id}-${field}-error` : undefined);
  return (
    <StepFrame title={t('steps.location.title')} intro={t('steps.location.intro')} error={error} onSubmit={save} onSkip={() => onNext()} busy={saving}>
      {canLocate && (
        <div className="mb-3">
          <button type="button" className="btn btn-outline-primary" onClick={locate} disabled={locating || saving}>
            <MapPin size={18} className="me-2 align-text-bottom" />
            {locating ? t('steps.location.locating') : t('steps.location.use_location')}
          </button>
          {geoMessage && (
            <p className={`small mt-2 mb-0 ${geoMessage.ok ? 'text-success' : 'text-danger'}`} role={geoMessage.ok ? 'status' : 'alert'}>
              {geoMessage.text}
            </p>
          )}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-country`} className="form-label fw-medium">
          {t('steps.location.country')}
        </label>
        <select
          id={`${id}-country`}
          className={`form-select${countryError ? ' is-invalid' : ''}`}
          value={country}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={describedBy('country', countryError)}
          onChange={(e) => chooseCountry(e.target.value)}
        >
          <option value="">{t('steps.location.choose_country')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {countryError && (
          <div id={`${id}-country-error`} className="invalid-feedback">
            {countryError}
          </div>
        )}
      </div>
      {regions && regions.items.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-region`} className="form-label fw-medium">
            {t([`steps.location.region_label.${regions.label}`, 'steps.location.region_label.region'])}
          </label>
          <select
            id={`${id}-region`}
            className={`form-select${regionError ? ' is-invalid' : ''}`}
            value={region}
            aria-invalid={regionError ? true : undefined}
            aria-describedby={describedBy('region', regionError)}
            onChange={(e) => chooseRegion(e.target.value)}
          >
            <option value="">{t('steps.location.choose_region')}</option>
            {regions.items.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          {regionError && (
            <div id={`${id}-region-error`} className="invalid-feedback">
              {regionError}
            </div>
          )}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-city`} className="form-label fw-medium">
          {t('steps.location.city')}
        </label>
        <input id={`${id}-city`} className="form-control" value={city} maxLength={CITY_MAX} autoComplete="address-level2" onChange={(e) => setCity(e.target.value)} />
      </div>
    </StepFrame>
  );
}

import { PROFILE_RULES } from '@amora/contracts/constants';
import { type OwnProfileDetail, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { type LOCATION_FIELDS, useLocationForm } from '../hooks/use-location-form';
import { EditorSection } from './editor-section';
import { GeolocationControl } from './geolocation-control';
import { SaveStatus } from './save-status';

/**
 * The "Location" card of `/profile` (spec §2 "profile editing with location options", §4 geolocation
 * permission): "Use my current location" (`navigator.geolocation` → `GET /api/geocode.php`, cached 1 h)
 * fills country, region and town; or the member picks the country (`settings.countries`) and region
 * (`GET /api/regions.php`, labelled as the country names its regions) and types the town. The
 * permission state (unsupported / unknown / granted / denied / prompt) is shown, and a denied one is
 * explained. Save sends `PUT /api/profile.php {country, region_code, city, lat, lon}`.
 */
export function LocationSection({ profile, onSaved }: { profile: OwnProfileDetail; onSaved: (profile: OwnProfileDetail) => void }) {
  const { t } = useTranslation('members');
  const id = useId();
  const { place, change, countries, regionList, permission, locating, locateError, found, locate, errors, saving, saved, submit } = useLocationForm(profile, onSaved);

  const fieldError = (field: (typeof LOCATION_FIELDS)[number]) => errors.fields[field];
  const regionLabel = regionList ? t([`search.region_label.${regionList.label}`, 'search.region_label.region']) : '';

  return (
    <EditorSection title={t('editor.location.title')} intro={t('editor.location.intro')}>
      <GeolocationControl permission={permission} locating={locating} locateError={locateError} found={found} onLocate={locate} />
      <form noValidate onSubmit={submit}>
        <div className="row g-3">
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${id}-country`}>
              {t('editor.location.country')}
            </label>
            <select
              id={`${id}-country`}
              className={`form-select${fieldError('country') ? ' is-invalid' : ''}`}
              value={place.country}
              aria-describedby={fieldError('country') ? `${id}-country-error` : undefined}
              aria-invalid={fieldError('country') ? true : undefined}
              onChange={(e) => change({ country: e.target.value, region_code: '', lat: null, lon: null })}
            >
              {!place.country && <option value="">{t('editor.location.choose')}</option>}
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldError('country') && (
              <div id={`${id}-country-error`} className="invalid-feedback d-block">
                {fieldError('country')}
              </div>
            )}
          </div>
          {regionList && regionList.items.length > 0 && (
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor={`${id}-region`}>
                {regionLabel}
              </label>
              <select
                id={`${id}-region`}
                className={`form-select${fieldError('region_code') ? ' is-invalid' : ''}`}
                value={place.region_code}
                aria-describedby={fieldError('region_code') ? `${id}-region-error` : undefined}
                aria-invalid={fieldError('region_code') ? true : undefined}
                onChange={(e) => change({ region_code: e.target.value, lat: null, lon: null })}
              >
                <option value="">{t('editor.location.no_region')}</option>
                {regionList.items.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
              {fieldError('region_code') && (
                <div id={`${id}-region-error`} className="invalid-feedback d-block">
                  {fieldError('region_code')}
                </div>
              )}
            </div>
          )}
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${id}-city`}>
              {t('editor.location.city')}
            </label>
            <input
              id={`${id}-city`}
              className={`form-control${fieldError('city') ? ' is-invalid' : ''}`}
              value={place.city}
              maxLength={PROFILE_RULES.cityMax}
              autoComplete="address-level2"
              aria-describedby={fieldError('city') ? `${id}-city-error` : undefined}
              aria-invalid={fieldError('city') ? true : undefined}
              onChange={(e) => change({ city: e.target.value, lat: null, lon: null })}
            />
            {fieldError('city') && (
              <div id={`${id}-city-error`} className="invalid-feedback d-block">
                {fieldError('city')}
              </div>
            )}
          </div>
        </div>
        <SaveStatus saved={saved} error={errors.form ?? (fieldError('lat') || fieldError('lon') ? t('common:errors.invalid_request') : null)} />
        <div className="mt-3">
          <button type="submit" className="btn btn-primary px-4" disabled={saving}>
            {saving ? t('editor.saving') : t('editor.location.save')}
          </button>
        </div>
      </form>
    </EditorSection>
  );
}

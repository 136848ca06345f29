import { PROFILE_RULES } from '@amora/contracts/constants';
import { ApiError, GEOLOCATION_CACHE_MAX_AGE_MS, MIN_AGE, useLocale, useSettings, geocode, refreshUser, useTranslation } from '@amora/shared';
import { useRegions } from '@amora/shared/hooks';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { countryName } from '../../../ui/format-place';
import { PositionError, currentPosition } from '../api/current-position';
import { updateProfile } from '../api/update-profile';
import { type FormErrors, toFormErrors } from '../field-errors';
import { useGeolocationPermission } from '../hooks/use-geolocation-permission';
import type { OwnProfileDetail } from '@amora/shared';
import type { ProfileUpdate } from '@amora/contracts';
import { EditorSection } from './editor-section';
import { SaveStatus } from './save-status';


const FIELDS = ['country', 'region_code', 'city', 'lat', 'lon'] as const;
const NO_ERRORS: FormErrors = { fields: {}, form: null };

interface Place {
  country: string;
  region_code: string;
  city: string;
  lat: number | null;
  lon: number | null;
}

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
  const settings = useSettings();
  const locale = useLocale();
  const id = useId();
  const [permission, setPermission] = useGeolocationPermission();
  const [place, setPlace] = useState<Place>(() => ({
    country: profile.country,
    region_code: profile.region_code ?? '',
    city: profile.city ?? '',
    lat: profile.lat,
    lon: profile.lon,
  }));
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const countries = useMemo(() => {
    const codes = [...new Set([...(settings?.countries ?? []), profile.country].filter(Boolean))];
    const collator = new Intl.Collator(locale);
    return codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [settings?.countries, profile.country, locale]);

  const regionList = useRegions(place.country);

  // The profile names its region; pick its code once the list is there (older profiles have no code).
  useEffect(() => {
    if (!regionList || place.region_code || !profile.region || place.country !== profile.country) return;
    const match = regionList.items.find((item) => item.name === profile.region);
    if (match) setPlace((current) => (current.region_code ? current : { ...current, region_code: match.code }));
  }, [regionList, place.region_code, place.country, profile.region, profile.country]);

  const change = (next: Partial<Place>) => {
    setPlace((current) => ({ ...current, ...next }));
    setSaved(false);
    setFound(null);
    setErrors(NO_ERRORS);
  };

  const locate = async () => {
    setLocating(true);
    setLocateError(null);
    setFound(null);
    setSaved(false);
    try {
      const position = await currentPosition(GEOLOCATION_CACHE_MAX_AGE_MS);
      setPermission('granted');
      const result = await geocode(position.lat, position.lon);
      if (!countries.some((c) => c.code === result.country)) {
        setLocateError(t('editor.location.outside', { country: countryName(result.country, locale) }));
        return;
      }
      setPlace({ country: result.country, region_code: result.region_code ?? '', city: result.city ?? '', lat: result.lat, lon: result.lon });
      setErrors(NO_ERRORS);
      setFound([result.city, result.region, countryName(result.country, locale)].filter(Boolean).join(', '));
    } catch (error) {
      if (error instanceof PositionError && error.reason === 'denied') setPermission('denied');
      else if (error instanceof PositionError) setLocateError(t('editor.location.unavailable'));
      else if (error instanceof ApiError && error.status === 404) setLocateError(t('editor.location.not_found'));
      else setLocateError(t('editor.location.geocode_failed'));
    } finally {
      setLocating(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!place.country) {
      setErrors({ fields: { country: t('editor.location.country_required') }, form: null });
      return;
    }
    // lat/lon go together or not at all (contract issue 4); picking a place by hand drops them.
    const update: ProfileUpdate = {
      country: place.country,
      region_code: place.region_code || null,
      city: place.city.trim() || null,
      ...(place.lat !== null && place.lon !== null ? { lat: place.lat, lon: place.lon } : {}),
    };
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      onSaved(await updateProfile(update));
      setSaved(true);
      await refreshUser();
    } catch (error) {
      setErrors(toFormErrors(error, t, FIELDS, MIN_AGE));
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (field: (typeof FIELDS)[number]) => errors.fields[field];
  const regionLabel = regionList ? t([`search.region_label.${regionList.label}`, 'search.region_label.region']) : '';

  return (
    <EditorSection title={t('editor.location.title')} intro={t('editor.location.intro')}>
      <div className="mb-4">
        <p className="small mb-2">
          <span className="text-body-secondary">{t('editor.location.permission_label')}</span>{' '}
          <span className="fw-semibold" data-testid="geolocation-permission">
            {t(`editor.location.permission.${permission}`)}
          </span>
        </p>
        {permission === 'denied' && (
          <div className="alert alert-warning small" role="alert">
            <p className="fw-semibold mb-1">{t('editor.location.denied_title')}</p>
            <p className="mb-0">{t('editor.location.denied_help')}</p>
          </div>
        )}
        {permission === 'unsupported' ? (
          <p className="small text-body-secondary mb-0">{t('editor.location.unsupported_help')}</p>
        ) : (
          <button type="button" className="btn btn-outline-primary" disabled={locating} onClick={locate}>
            {locating ? t('editor.location.locating') : t('editor.location.use_current')}
          </button>
        )}
        {locateError && (
          <p className="alert alert-danger small mt-3 mb-0" role="alert">
            {locateError}
          </p>
        )}
        {found && (
          <p className="alert alert-primary small mt-3 mb-0" role="status">
            {t('editor.location.found', { place: found })}
          </p>
        )}
      </div>
      <form noValidate onSubmit={onSubmit}>
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

import { ApiError, GEOLOCATION_CACHE_MAX_AGE_MS, errorKey, useLocale, useSettings, geocode, useTranslation } from '@amora/shared';
import { useRegions } from '@amora/shared/hooks';
import { useId, useMemo, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';
import { MapPin } from 'lucide-react';

const CITY_MAX = 100;

/** The browser's position in degrees, or the reason it is unknown. */
function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      reject,
      { maximumAge: GEOLOCATION_CACHE_MAX_AGE_MS, timeout: 15_000 },
    );
  });
}

/** The country's name in the active locale (Intl), its code when Intl does not know it. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Sign-up step "location" (spec §4): country (the site's `settings.countries`), region of that
 * country (`GET /api/regions.php`), optional city, and "Use my location" (browser geolocation →
 * `GET /api/geocode.php` fills all three). Continue saves `PUT /api/profile.php {country,
 * region_code, city, lat, lon}`; `lat`/`lon` only when located and the country was kept.
 */
export function LocationStep({ profile, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const id = useId();
  const locale = useLocale();
  const settings = useSettings();
  const countries = useMemo(() => settings?.countries ?? [], [settings]);
  const initialCountry = [profile?.country, settings?.geoip_selected_country, settings?.geoip_country].find((c): c is string => !!c && countries.includes(c)) ?? '';
  const [country, setCountry] = useState(initialCountry);
  const [region, setRegion] = useState(profile?.region_code ?? '');
  const [city, setCity] = useState(profile?.city ?? '');
  const [coords, setCoords] = useState<{ lat: number; lon: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoMessage, setGeoMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const [regionError, setRegionError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useUpdateProfile();
  const regions = useRegions(country);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const sortedCountries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return countries.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, locale]);

  const locate = async () => {
    setLocating(true);
    setGeoMessage(null);
    try {
      const position = await currentPosition();
      const place = await geocode(position.lat, position.lon);
      if (!countries.includes(place.country)) {
        setGeoMessage({ ok: false, text: t('steps.location.geo_outside') });
      } else {
        setCountry(place.country);
        setRegion(place.region_code ?? '');
        setCity(place.city ?? '');
        setCoords({ lat: place.lat, lon: place.lon });
        setCountryError(null);
        setRegionError(null);
        const where = [place.city, place.region, countryName(place.country, locale)].filter(Boolean).join(', ');
        setGeoMessage({ ok: true, text: t('steps.location.located', { place: where }) });
      }
    } catch (failure) {
      const denied = !(failure instanceof ApiError) && (failure as GeolocationPositionError | null)?.code === 1;
      setGeoMessage({ ok: false, text: t(denied ? 'steps.location.geo_denied' : 'steps.location.geo_failed') });
    } finally {
      setLocating(false);
    }
  };

  const save = async () => {
    setError(null);
    setRegionError(null);
    if (!country) {
      setCountryError(t('steps.location.country_required'));
      document.getElementById(`${id}-country`)?.focus();
      return;
    }
    try {
      const saved = await send.mutateAsync({ country, region_code: region || null, city: city.trim() || null, ...(coords ?? {}) });
      onNext(saved);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid_region') {
        setRegionError(t('steps.location.invalid_region'));
        document.getElementById(`${id}-region`)?.focus();
      } else setError(t(errorKey(failure)));
    }
  };

  const describedBy = (field: string, message: string | null) => (message ? `${id}-${field}-error` : undefined);
  return (
    <StepFrame title={t('steps.location.title')} intro={t('steps.location.intro')} error={error} onSubmit={save} onSkip={() => onNext()} busy={send.isPending}>
      {canLocate && (
        <div className="mb-3">
          <button type="button" className="btn btn-outline-primary" onClick={locate} disabled={locating || send.isPending}>
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
          onChange={(e) => {
            setCountry(e.target.value);
            setRegion('');
            setCoords(null);
            setCountryError(null);
            setRegionError(null);
          }}
        >
          <option value="">{t('steps.location.choose_country')}</option>
          {sortedCountries.map((c) => (
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
            onChange={(e) => {
              setRegion(e.target.value);
              setRegionError(null);
            }}
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

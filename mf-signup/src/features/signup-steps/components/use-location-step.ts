import { ApiError, GEOLOCATION_CACHE_MAX_AGE_MS, errorKey, geocode, useLocale, useSettings, useTranslation } from '@amora/shared';
import { useRegions } from '@amora/shared/hooks';
import { useMemo, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { StepProps } from './step-props';

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
 * The state of the sign-up step "location" (spec §4). `id` is the step's id prefix: the country
 * field is `<id>-country`, the region field `<id>-region` (focused when refused). Gives the chosen
 * `country` (first the profile's, then the GeoIP ones, when the site serves it), `region`, `city`,
 * the site's countries sorted by name in the active locale (`countries`), the country's `regions`
 * (`GET /api/regions.php`), and:
 * - `chooseCountry`, `chooseRegion`, `setCity`: the member's edits (a new country drops the region
 *   and the located coordinates);
 * - `locate()`: the browser's position → `GET /api/geocode.php` fills all three; `geoMessage` says
 *   what was found, or why not (outside the site's countries, denied, failed);
 * - `save()`: `PUT /api/profile.php {country, region_code, city, lat?, lon?}` (coordinates only when
 *   located and the country was kept), then `onNext` with the saved profile; without a country
 *   `countryError`, a refused region `regionError`, anything else `error`.
 */
export function useLocationStep(id: string, { profile, onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const settings = useSettings();
  const siteCountries = useMemo(() => settings?.countries ?? [], [settings]);
  const initialCountry = [profile?.country, settings?.geoip_selected_country, settings?.geoip_country].find((c): c is string => !!c && siteCountries.includes(c)) ?? '';
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

  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return siteCountries.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [siteCountries, locale]);

  const chooseCountry = (code: string) => {
    setCountry(code);
    setRegion('');
    setCoords(null);
    setCountryError(null);
    setRegionError(null);
  };

  const chooseRegion = (code: string) => {
    setRegion(code);
    setRegionError(null);
  };

  const locate = async () => {
    setLocating(true);
    setGeoMessage(null);
    try {
      const position = await currentPosition();
      const place = await geocode(position.lat, position.lon);
      if (!siteCountries.includes(place.country)) {
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

  return {
    country,
    chooseCountry,
    region,
    chooseRegion,
    city,
    setCity,
    countries,
    regions,
    locating,
    locate,
    geoMessage,
    countryError,
    regionError,
    error,
    saving: send.isPending,
    save,
  };
}

import type { ProfileUpdate } from '@amora/contracts';
import { ApiError, GEOLOCATION_CACHE_MAX_AGE_MS, MIN_AGE, type OwnProfileDetail, geocode, refreshUser, useLocale, useSettings, useTranslation } from '@amora/shared';
import { useRegions } from '@amora/shared/hooks';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { countryName } from '../../../ui/format-place';
import { PositionError, currentPosition } from '../api/current-position';
import { updateProfile } from '../api/update-profile';
import { type FormErrors, toFormErrors } from '../field-errors';
import { useGeolocationPermission } from './use-geolocation-permission';

/** The body fields of the "Location" card. */
export const LOCATION_FIELDS = ['country', 'region_code', 'city', 'lat', 'lon'] as const;
const NO_ERRORS: FormErrors = { fields: {}, form: null };

/** The place being edited; `lat`/`lon` only while it is the located one. */
export interface Place {
  country: string;
  region_code: string;
  city: string;
  lat: number | null;
  lon: number | null;
}

/**
 * The state of the "Location" card of `/profile` (spec §2, §4): the place being edited, the
 * countries to choose from (`settings.countries` and the profile's own, sorted by their names in the
 * active locale), the country's regions (`GET /api/regions.php`; an older profile's region name is
 * turned into its code once they are there), the geolocation permission, and:
 * - `change(next)`: edit the place (clears the saved mark, the "found" note and the errors);
 * - `locate()`: the browser's position (cached 1 h) → `GET /api/geocode.php` fills country, region
 *   and town; a place outside the site's countries, a refusal (`permission` becomes `denied`), no
 *   position, an unknown place (404) or a failed geocode sets `locateError` instead;
 * - `submit(event)`: `PUT /api/profile.php {country, region_code, city, lat?, lon?}`, then `onSaved`
 *   with the answer and the member reloaded on the bus; errors per field or for the form in `errors`.
 */
export function useLocationForm(profile: OwnProfileDetail, onSaved: (profile: OwnProfileDetail) => void) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const locale = useLocale();
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

  const submit = async (event: FormEvent) => {
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
      setErrors(toFormErrors(error, t, LOCATION_FIELDS, MIN_AGE));
    } finally {
      setSaving(false);
    }
  };

  return { place, change, countries, regionList, permission, locating, locateError, found, locate, errors, saving, saved, submit };
}

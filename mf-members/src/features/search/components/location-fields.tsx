import { useLocale, useTranslation } from '@amora/shared';
import { useRegions } from '@amora/shared/hooks';
import { useMemo } from 'react';
import { countryName } from '../../../ui/format-place';

/** Props of {@link LocationFields}. */
export interface LocationFieldsProps {
  /** Prefix of the controls' ids, unique per form. */
  idPrefix: string;
  /** Countries the site serves (`settings.countries`, ISO alpha-2). */
  countries: readonly string[];
  country: string;
  countryregion: string;
  showCountry: boolean;
  showRegion: boolean;
  /** Called with the new country and region; changing the country clears the region. */
  onChange: (country: string, countryregion: string) => void;
  /** Bootstrap column classes of each field's wrapper. */
  colClassName?: string;
}

/**
 * Country and region selects (spec §3 Search state `country`, `countryregion`). Countries are named in
 * the active locale and sorted by that name; the region select is labelled as the country names its
 * regions (province, state, canton…) and appears once a country is chosen — or at once when the site
 * serves a single country, which then needs no country select.
 */
export function LocationFields({ idPrefix, countries, country, countryregion, showCountry, showRegion, onChange, colClassName = 'col-12' }: LocationFieldsProps) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const single = countries.length === 1 ? (countries[0] ?? '') : '';
  const regionCountry = country || single;
  const regions = useRegions(showRegion ? regionCountry : '');

  const sortedCountries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return countries.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, locale]);

  return (
    <>
      {showCountry && countries.length > 1 && (
        <div className={colClassName}>
          <label className="form-label" htmlFor={`${idPrefix}-country`}>
            {t('search.country')}
          </label>
          <select id={`${idPrefix}-country`} className="form-select" value={country} onChange={(e) => onChange(e.target.value, '')}>
            <option value="">{t('search.any_country')}</option>
            {sortedCountries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {regions && regions.items.length > 0 && (
        <div className={colClassName}>
          <label className="form-label" htmlFor={`${idPrefix}-region`}>
            {t([`search.region_label.${regions.label}`, 'search.region_label.region'])}
          </label>
          <select id={`${idPrefix}-region`} className="form-select" value={countryregion} onChange={(e) => onChange(country, e.target.value)}>
            <option value="">{t('search.any_region')}</option>
            {regions.items.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}

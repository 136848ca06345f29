import { useSettings, useTranslation } from '@amora/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { AGES, type SearchFilters, visibleSearchFields } from '../filters';
import { LocationFields } from './location-fields';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The applied filters; the form edits a draft of them. */
  filters: SearchFilters;
  busy: boolean;
  onSearch: (filters: SearchFilters) => void;
  /** Resets filters, results and count (spec §4). */
  onClear: () => void;
}

/**
 * The member search filters (spec §3 Search state): gender, country, region, age from/to — only the
 * fields the site lists in `settings.search_fields`. Nothing is searched until the member presses
 * Search; picking a minimum age above the maximum moves the maximum along (and the other way round).
 */
export function SearchForm({ filters, busy, onSearch, onClear }: SearchFormProps) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const fields = visibleSearchFields(settings?.search_fields);
  const update = (patch: Partial<SearchFilters>) => setDraft((d) => ({ ...d, ...patch }));

  // A search started elsewhere (Clear, the match finder) shows its filters here.
  useEffect(() => setDraft(filters), [filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form className="row g-3" onSubmit={submit} aria-label={t('search.filters')}>
      {fields.has('gender') && (
        <div className="col-12 col-sm-6 col-lg-2">
          <label className="form-label" htmlFor={`${id}-gender`}>
            {t('search.gender')}
          </label>
          <select id={`${id}-gender`} className="form-select" value={draft.gender} onChange={(e) => update({ gender: e.target.value as SearchFilters['gender'] })}>
            <option value="">{t('search.gender_any')}</option>
            <option value="female">{t('search.gender_female')}</option>
            <option value="male">{t('search.gender_male')}</option>
          </select>
        </div>
      )}
      <LocationFields
        idPrefix={id}
        countries={settings?.countries ?? []}
        country={draft.country}
        countryregion={draft.countryregion}
        showCountry={fields.has('country')}
        showRegion={fields.has('countryregion')}
        onChange={(country, countryregion) => update({ country, countryregion })}
        colClassName="col-12 col-sm-6 col-lg-3"
      />
      {fields.has('min_age') && (
        <AgeSelect id={`${id}-min-age`} label={t('search.min_age')} value={draft.min_age} onChange={(min) => update({ min_age: min, max_age: Math.max(min, draft.max_age) })} />
      )}
      {fields.has('max_age') && (
        <AgeSelect id={`${id}-max-age`} label={t('search.max_age')} value={draft.max_age} onChange={(max) => update({ max_age: max, min_age: Math.min(max, draft.min_age) })} />
      )}
      <div className="col-12 d-flex flex-wrap justify-content-end gap-2">
        <button type="submit" className="btn btn-primary px-4" disabled={busy}>
          {t('search.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClear} disabled={busy}>
          {t('search.clear')}
        </button>
      </div>
    </form>
  );
}

/** One labelled age bound of the search (spec §3 min_age / max_age), in years. */
function AgeSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (age: number) => void }) {
  return (
    <div className="col-6 col-lg-2">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
    </div>
  );
}

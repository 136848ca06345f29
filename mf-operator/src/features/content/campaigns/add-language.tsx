import { LOCALES, type Locale } from '@amora/contracts/constants';
import { useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useLanguageName } from '../../../lib/language-name';

/**
 * "Add a language" (issue 31): a select of the site's locales not used yet and "Add"; nothing when
 * every locale is used.
 */
export function AddLanguage({ used, onAdd, label }: { used: readonly Locale[]; onAdd: (locale: Locale) => void; label: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const languageName = useLanguageName();
  const free = LOCALES.filter((locale) => !used.includes(locale));
  const [chosen, setChosen] = useState<Locale | ''>('');
  const value = chosen && free.includes(chosen) ? chosen : (free[0] ?? '');
  if (!value) return null;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
      <div>
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        <select id={id} className="form-select" value={value} onChange={(event) => setChosen(event.target.value as Locale)}>
          {free.map((locale) => (
            <option key={locale} value={locale}>
              {languageName(locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-outline-primary" onClick={() => onAdd(value)}>
        {t('campaigns.add')}
      </button>
    </div>
  );
}

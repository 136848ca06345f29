import { type Locale, localeName, LOCALES, useLocale, usePageTitle, useSettings, useTranslation } from '@amora/shared';
import { type FormEvent, useState } from 'react';
import { switchLocale } from '../chrome/language-switcher';

/** `/lang-config` (spec §2): choose the interface language among the 11 locales. */
export function LangConfigPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('lang_config.title'));
  const current = useLocale();
  const settings = useSettings();
  const [choice, setChoice] = useState<Locale>(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    switchLocale(choice, settings?.domain_language);
  };
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <h1>{t('lang_config.title')}</h1>
      <p>{t('lang_config.intro')}</p>
      <form onSubmit={submit}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('lang_config.legend')}</legend>
          {LOCALES.map((locale) => (
            <div className="form-check" key={locale}>
              <input className="form-check-input" type="radio" name="locale" id={`lang-${locale}`} value={locale} checked={choice === locale} onChange={() => setChoice(locale)} />
              <label className="form-check-label" htmlFor={`lang-${locale}`} lang={locale}>
                {localeName(locale)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">{t('lang_config.save')}</button>
      </form>
    </div>
  );
}

import { LOCALES, type Locale, errorKey, useLocale, useSettings, refreshUser, localeName, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { saveLanguage } from '../api/save-language';
import { updateProfile } from '../api/update-profile';
import type { OwnProfileDetail } from '@amora/shared';
import { EditorSection } from './editor-section';

/**
 * The "Privacy and language" card of `/profile`: the invisible mode switch (spec §4: hidden from search,
 * messaging and likes), saved at once with `PUT /api/profile.php {invisible}` and switched back when
 * that fails; and the interface language (the 11 languages in their own names), saved with
 * `PUT /api/user.php {language}` before the page reloads under the new locale (spec §1, §7).
 */
export function PrivacySection({ profile, onSaved }: { profile: OwnProfileDetail; onSaved: (profile: OwnProfileDetail) => void }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const locale = useLocale();
  const id = useId();
  const [invisible, setInvisible] = useState(profile.invisible);
  const [savingInvisible, setSavingInvisible] = useState(false);
  const [invisibleStatus, setInvisibleStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [language, setLanguage] = useState<Locale>(locale);
  const [switching, setSwitching] = useState(false);
  const [languageError, setLanguageError] = useState<string | null>(null);

  const toggleInvisible = async (next: boolean) => {
    setInvisible(next);
    setSavingInvisible(true);
    setInvisibleStatus(null);
    try {
      const saved = await updateProfile({ invisible: next });
      setInvisible(saved.invisible ?? next);
      onSaved(saved);
      setInvisibleStatus({ ok: true, text: t(next ? 'editor.privacy.invisible_on' : 'editor.privacy.invisible_off') });
      await refreshUser();
    } catch (error) {
      setInvisible(!next);
      setInvisibleStatus({ ok: false, text: t(errorKey(error)) });
    } finally {
      setSavingInvisible(false);
    }
  };

  const changeLanguage = async (next: Locale) => {
    const previous = language;
    setLanguage(next);
    setLanguageError(null);
    setSwitching(true);
    try {
      await saveLanguage(next, settings?.domain_language);
    } catch (error) {
      setLanguage(previous);
      setLanguageError(t(errorKey(error)));
      setSwitching(false);
    }
  };

  return (
    <EditorSection title={t('editor.privacy.title')}>
      <div className="form-check form-switch mb-1">
        <input
          id={`${id}-invisible`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          aria-checked={invisible}
          checked={invisible}
          disabled={savingInvisible}
          aria-describedby={`${id}-invisible-help`}
          onChange={(e) => toggleInvisible(e.target.checked)}
        />
        <label className="form-check-label fw-semibold" htmlFor={`${id}-invisible`}>
          {t('editor.privacy.invisible')}
        </label>
      </div>
      <p id={`${id}-invisible-help`} className="form-text mt-0 mb-2">
        {t('editor.privacy.invisible_help')}
      </p>
      {invisibleStatus && (
        <p className={`alert small ${invisibleStatus.ok ? 'alert-success' : 'alert-danger'}`} role={invisibleStatus.ok ? 'status' : 'alert'}>
          {invisibleStatus.text}
        </p>
      )}
      <hr className="my-4" />
      <div style={{ maxWidth: 320 }}>
        <label className="form-label fw-semibold" htmlFor={`${id}-language`}>
          {t('editor.privacy.language')}
        </label>
        <select
          id={`${id}-language`}
          className="form-select"
          value={language}
          disabled={switching}
          aria-describedby={`${id}-language-help`}
          onChange={(e) => changeLanguage(e.target.value as Locale)}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {localeName(l)}
            </option>
          ))}
        </select>
        <p id={`${id}-language-help`} className="form-text mb-0">
          {switching ? t('editor.privacy.language_switching') : t('editor.privacy.language_help')}
        </p>
      </div>
      {languageError && (
        <p className="alert alert-danger small mt-3 mb-0" role="alert">
          {languageError}
        </p>
      )}
    </EditorSection>
  );
}

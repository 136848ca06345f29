import type { EditableSettings, PaymentProviderOptions } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { FormProvider } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { PaymentProvidersFieldset } from './payment-providers-fieldset';
import { SettingField } from './setting-field';
import { FIELDSETS } from './settings-values';
import { useSettingsForm } from './use-settings-form';

/**
 * The settings of one site as a form (issue 31 "Site settings"), in fieldsets — Site; Sign-up &
 * search; Credits; Entry & fictional profiles; Support & footer; Real-user measurements (issue
 * 35, the sample rate); Payment providers (issue 32, choosable among the server's `options`) — two
 * columns on a desktop, one on a phone; "Save" sends them all, then "Saved — members see it within
 * a few seconds".
 */
export function SettingsForm({ site, settings, options }: { site: string; settings: EditableSettings; options: PaymentProviderOptions }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { form, submit, saving, saved, error } = useSettingsForm(site, settings, options);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-busy={saving} aria-label={t('settings.form_label', { site })}>
        <div className="row row-cols-1 row-cols-xl-2 g-3">
          {FIELDSETS.map(({ legend, fields }) => (
            <div key={legend} className="col">
              <fieldset className="border rounded p-3 h-100">
                <legend className="h6 mb-2">{t(`settings.fieldsets.${legend}`)}</legend>
                {fields.map(([name, kind]) => (
                  <SettingField key={name} name={name} kind={kind} />
                ))}
              </fieldset>
            </div>
          ))}
          <div className="col">
            <PaymentProvidersFieldset options={options} />
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
          <p className="mb-0 text-success" role="status">
            {saved ? t('settings.saved') : ''}
          </p>
        </div>
        {error && (
          <p className="alert alert-danger mt-3" role="alert">
            {t(error)}
          </p>
        )}
      </form>
    </FormProvider>
  );
}

import { type EditableSettings, PAYMENT_PROVIDER_CHOICE_ERRORS, type PaymentProviderOptions } from '@amora/contracts';
import { ApiError, useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { apiErrorKey, issueFields } from '../../../lib/api-error';
import { providerName } from '../../../lib/payment-providers';
import { type SettingsField, type SettingsForm, problemText, settingsSchemaFor, toForm } from './settings-values';
import { useSaveSettings } from './use-site-settings';

/** The API's error codes the settings screen words itself. */
const ERRORS = {
  invalid_request: 'settings.errors.refused',
  not_found: 'settings.errors.not_found',
  forbidden_role: 'settings.errors.forbidden',
  ...Object.fromEntries(PAYMENT_PROVIDER_CHOICE_ERRORS.map((code) => [code, 'settings.errors.refused'])),
};

/** A payment provider's select (`payment_providers.default`, `payment_providers.methods.card`). */
type ProviderSelect = 'payment_providers.default' | `payment_providers.methods.${string}`;

/**
 * The selects a refused payment provider choice names (issue 32: 400 `payment_provider_*` with
 * `issues: [{path: 'body.settings.payment_providers.methods.card'}]`) and its code; null for any other error.
 */
function providerRefusal(failure: unknown): { code: string; selects: ProviderSelect[] } | null {
  if (!(failure instanceof ApiError) || !(PAYMENT_PROVIDER_CHOICE_ERRORS as readonly string[]).includes(failure.code)) return null;
  const issues = Array.isArray(failure.body.issues) ? (failure.body.issues as { path?: unknown }[]) : [];
  const paths = issues.map((issue) => (typeof issue.path === 'string' ? issue.path.replace(/^body\.settings\./, '') : ''));
  return { code: failure.code, selects: paths.filter((path): path is ProviderSelect => path === 'payment_providers.default' || path.startsWith('payment_providers.methods.')) };
}

/**
 * The settings form of one site (issue 31 "Site settings"): react-hook-form checked by the
 * contract's `editableSettings` and, for the payment providers, the server's `options`
 * (`settingsSchemaFor`, issue 32), each field's first problem in words; `submit` sends every setting (`PUT`), then shows "Saved" and
 * takes the stored values. A refusal keeps what was typed: the fields the API's 400 names get an
 * error at the field (a refused payment provider its reason), the rest a localized alert (`error`).
 */
export function useSettingsForm(site: string, settings: EditableSettings, options: PaymentProviderOptions) {
  const { t } = useTranslation(OPERATOR_NS);
  const resolver = useMemo(() => zodResolver(settingsSchemaFor(options), { error: (issue) => t(...problemText(issue)) }), [t, options]);
  const form = useForm<SettingsForm, unknown, EditableSettings>({ resolver, defaultValues: toForm(settings) });
  const save = useSaveSettings(site);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      form.reset(toForm(answer.settings));
      setSaved(true);
    } catch (failure) {
      const refused = providerRefusal(failure);
      for (const [index, select] of (refused?.selects ?? []).entries()) {
        const provider = providerName(String(form.getValues(select) || form.getValues('payment_providers.default')));
        form.setError(select, { type: 'server', message: t(`settings.errors.${refused?.code}`, { provider }) }, { shouldFocus: index === 0 });
      }
      const fields = issueFields(failure, 'body.settings.') as SettingsField[];
      for (const [index, field] of fields.entries()) form.setError(field, { type: 'server', message: t('settings.errors.server') }, { shouldFocus: index === 0 });
    }
  });
  const error = save.isError ? apiErrorKey(save.error, ERRORS) : null;
  return { form, submit, saving: save.isPending, saved: saved && !form.formState.isDirty, error };
}

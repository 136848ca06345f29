import type { EditableSettings } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { apiErrorKey, issueFields } from '../../../lib/api-error';
import { type SettingsField, type SettingsForm, problemText, settingsSchema, toForm } from './settings-values';
import { useSaveSettings } from './use-site-settings';

/** The API's error codes the settings screen words itself. */
const ERRORS = { invalid_request: 'settings.errors.refused', not_found: 'settings.errors.not_found', forbidden_role: 'settings.errors.forbidden' };

/**
 * The settings form of one site (issue 31 "Site settings"): react-hook-form checked by the
 * contract's `editableSettings` (`settingsSchema`), each field's first problem in words; `submit` sends every setting (`PUT`), then shows "Saved" and
 * takes the stored values. A refusal keeps what was typed: the fields the API's 400 names get an
 * error at the field, the rest a localized alert (`error`).
 */
export function useSettingsForm(site: string, settings: EditableSettings) {
  const { t } = useTranslation(OPERATOR_NS);
  const resolver = useMemo(() => zodResolver(settingsSchema, { error: (issue) => t(...problemText(issue)) }), [t]);
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
      const fields = issueFields(failure, 'body.settings.') as SettingsField[];
      for (const [index, field] of fields.entries()) form.setError(field, { type: 'server', message: t('settings.errors.server') }, { shouldFocus: index === 0 });
    }
  });
  const error = save.isError ? apiErrorKey(save.error, ERRORS) : null;
  return { form, submit, saving: save.isPending, saved: saved && !form.formState.isDirty, error };
}

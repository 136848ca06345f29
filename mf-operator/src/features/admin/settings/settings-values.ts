import { type EditableSettings, editableSettings } from '@amora/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The settings kept as lists, edited as comma-separated text. */
const LIST_FIELDS = ['countries', 'search_fields', 'visible_profile_fields'] as const;
type ListField = (typeof LIST_FIELDS)[number];

/** The settings form's values: `editableSettings` of the contract, its lists as comma-separated text. */
export type SettingsForm = Omit<EditableSettings, ListField> & Record<ListField, string>;
export type SettingsField = keyof SettingsForm;

/** How a setting is edited. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'switch' | 'list' | 'signups' | 'json';

/**
 * The form's fieldsets (issue 31 "Site settings"), in order, each setting with how it is edited.
 * `minimum_message_costs` is shown, not edited (read-only JSON: the prices come with the payment set-up).
 */
export const FIELDSETS: readonly { legend: string; fields: readonly (readonly [SettingsField, FieldKind])[] }[] = [
  {
    legend: 'site',
    fields: [['name', 'text'], ['domain_language', 'text'], ['niche', 'number'], ['description', 'textarea'], ['index_title', 'text'], ['mail_name', 'text'], ['countries', 'list']],
  },
  {
    legend: 'signup_search',
    fields: [
      ['signups', 'signups'], ['logged_out_search', 'switch'], ['logged_out_search_trafficsource', 'switch'], ['search_fields', 'list'],
      ['visible_profile_fields', 'list'], ['visible_profile_notes', 'switch'], ['interests', 'switch'],
    ],
  },
  {
    legend: 'credits',
    fields: [
      ['message_credits', 'number'], ['signup_credits', 'number'], ['photo_credits', 'number'], ['gift_credits', 'number'],
      ['minimum_message_costs', 'json'], ['message_length', 'number'], ['refund_days', 'number'], ['member_resell', 'switch'],
    ],
  },
  {
    legend: 'entry_fictional',
    fields: [['enable_site_entry_popup', 'switch'], ['fictional_icon', 'text'], ['fictional_warning', 'textarea'], ['fictional_singular', 'text'], ['fictional_plural', 'text']],
  },
  { legend: 'support_footer', fields: [['support_email', 'text'], ['support_phone', 'text'], ['us_footer', 'switch']] },
];

/** The form's values of stored settings: lists joined with ", ". */
export function toForm(settings: EditableSettings): SettingsForm {
  return { ...settings, countries: settings.countries.join(', '), search_fields: settings.search_fields.join(', '), visible_profile_fields: settings.visible_profile_fields.join(', ') };
}

/** A comma-separated list as an array: trimmed, empty entries left out. */
const split = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The settings the form's values stand for (countries upper-cased), still to be checked. */
export function fromForm(values: SettingsForm): Record<string, unknown> {
  return { ...values, countries: split(values.countries).map((c) => c.toUpperCase()), search_fields: split(values.search_fields), visible_profile_fields: split(values.visible_profile_fields) };
}

/** One problem of the contract's schema, as much as the texts need. */
interface Problem {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  expected?: string;
}

/** The i18n key and values of a problem's text. */
export function problemText(problem: Problem): [string, Record<string, unknown>?] {
  const many = problem.origin === 'array' ? '_entries' : problem.origin === 'string' ? '_chars' : '';
  if (problem.code === 'too_small' && problem.origin === 'string' && Number(problem.minimum) === 1) return ['settings.errors.required'];
  if (problem.code === 'too_small') return [`settings.errors.min${many}`, { min: problem.minimum }];
  if (problem.code === 'too_big') return [`settings.errors.max${many}`, { max: problem.maximum }];
  if (problem.code === 'invalid_type' && problem.expected === 'number') return ['settings.errors.number'];
  if (problem.code === 'invalid_format' && problem.path[0] === 'countries') return ['settings.errors.country'];
  return ['settings.errors.invalid'];
}

/**
 * The form's resolver (issue 31: "a form validated by the contract's schema"): the values as
 * settings ({@link fromForm}) checked by `editableSettings` of @amora/contracts; each field's first
 * problem as its localized text (`translate`), else the settings to send.
 */
export function settingsResolver(translate: (key: string, values?: Record<string, unknown>) => string): Resolver<SettingsForm, unknown, EditableSettings> {
  return (values) => {
    const parsed = editableSettings.safeParse(fromForm(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const problem of parsed.error.issues as Problem[]) {
      const field = String(problem.path[0] ?? '');
      if (field && !errors[field]) errors[field] = { type: problem.code, message: translate(...problemText(problem)) };
    }
    return { values: {}, errors: errors as FieldErrors<SettingsForm> };
  };
}

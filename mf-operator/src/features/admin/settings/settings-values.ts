import { type EditableSettings, editableSettings } from '@amora/contracts';
import { z } from 'zod';

/** A comma-separated list as an array: trimmed, empty entries left out. */
const split = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The settings form's schema (issue 31: "a form validated by the contract's schema"):
 * `editableSettings` of @amora/contracts, its lists typed as comma-separated text (countries
 * upper-cased); it gives the settings to send.
 */
export const settingsSchema = editableSettings.extend({
  countries: z
    .string()
    .transform((text) => split(text).map((country) => country.toUpperCase()))
    .pipe(editableSettings.shape.countries),
  search_fields: z.string().transform(split).pipe(editableSettings.shape.search_fields),
  visible_profile_fields: z.string().transform(split).pipe(editableSettings.shape.visible_profile_fields),
});

/** The settings form's values: `editableSettings` of the contract, its lists as comma-separated text. */
export type SettingsForm = z.input<typeof settingsSchema>;
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

/**
 * The i18n key and values of the text of a problem {@link settingsSchema} finds (its zod issue):
 * a required text, a number or length out of bounds, not a whole number, a country code.
 */
export function problemText(issue: z.core.$ZodRawIssue): [string, Record<string, unknown>?] {
  const many = issue.origin === 'array' ? '_entries' : issue.origin === 'string' ? '_chars' : '';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return ['settings.errors.required'];
  if (issue.code === 'too_small') return [`settings.errors.min${many}`, { min: issue.minimum }];
  if (issue.code === 'too_big') return [`settings.errors.max${many}`, { max: issue.maximum }];
  if (issue.code === 'invalid_type' && issue.expected === 'number') return ['settings.errors.number'];
  if (issue.code === 'invalid_format' && issue.path?.[0] === 'countries') return ['settings.errors.country'];
  return ['settings.errors.invalid'];
}

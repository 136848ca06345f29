import {
  type EditableSettings, editableSettings, PAYMENT_METHODS, type PaymentMethod, type PaymentProviderOptions, paymentProviderChoiceProblems, paymentProviderName,
  paymentProvidersSetting,
} from '@amora/contracts';
import { z } from 'zod';
import { providerName } from '../../../lib/payment-providers';

/** A comma-separated list as an array: trimmed, empty entries left out. */
const split = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The methods a site's `payment_providers` can give a provider of their own: all but `sdd` (our own mandate form). */
export const CHOOSABLE_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => method !== 'sdd');

/**
 * The payment providers in the form (issue 32): the default provider and one select per method,
 * '' = "as the default"; it gives the contract's `paymentProvidersSetting` (methods left to the
 * default left out).
 */
const providersField = z
  .object({ default: paymentProviderName, methods: z.record(z.string(), z.union([z.literal(''), paymentProviderName])) })
  .transform(({ default: fallback, methods }) => {
    const own = Object.fromEntries(Object.entries(methods).filter(([, provider]) => provider !== ''));
    return Object.keys(own).length > 0 ? { default: fallback, methods: own } : { default: fallback };
  })
  .pipe(paymentProvidersSetting);

/**
 * The real-user measurement sample rate in the form (issue 35): a percentage 0–100 (two decimals
 * at most), giving the contract's `rum_sample_rate` share 0–1.
 */
const sampleRateField = z
  .number()
  .min(0)
  .max(100)
  .transform((percent) => Math.round(percent * 100) / 10_000)
  .pipe(z.number().min(0).max(1));

/** A share 0–1 as the percentage the form shows (0.125 → 12.5). */
const asPercent = (share: number) => Math.round(share * 10_000) / 100;

/**
 * The settings form's schema (issue 31: "a form validated by the contract's schema"):
 * `editableSettings` of @amora/contracts, its lists typed as comma-separated text (countries
 * upper-cased), the payment providers as one select per method, the measurement sample rate as a
 * percentage (issue 35); it gives the settings to send.
 */
export const settingsSchema = editableSettings.extend({
  payment_providers: providersField,
  rum_sample_rate: sampleRateField,
  countries: z
    .string()
    .transform((text) => split(text).map((country) => country.toUpperCase()))
    .pipe(editableSettings.shape.countries),
  search_fields: z.string().transform(split).pipe(editableSettings.shape.search_fields),
  visible_profile_fields: z.string().transform(split).pipe(editableSettings.shape.visible_profile_fields),
});

/**
 * The settings form's schema for an installation with these payment options (issue 32):
 * {@link settingsSchema}, and the contract's `paymentProviderChoiceProblems` — a provider whose
 * keys the server lacks, or a method given to a provider that does not take it — at its select
 * (`payment_providers.default`, `payment_providers.methods.<method>`), with its code and provider
 * in `params` (see {@link problemText}).
 */
export function settingsSchemaFor(options: PaymentProviderOptions) {
  return settingsSchema.superRefine((settings, ctx) => {
    for (const problem of paymentProviderChoiceProblems(settings.payment_providers, options)) {
      ctx.addIssue({ code: 'custom', path: ['payment_providers', ...problem.path], params: { code: problem.code, provider: problem.provider } });
    }
  });
}

/** The settings form's values: `editableSettings` of the contract, its lists as comma-separated text. */
export type SettingsForm = z.input<typeof settingsSchema>;
export type SettingsField = keyof SettingsForm;

/** How a setting is edited (`percent`: a number 0–100 with "%" and a hint, issue 35). */
export type FieldKind = 'text' | 'textarea' | 'number' | 'switch' | 'list' | 'signups' | 'json' | 'percent';

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
  { legend: 'measurements', fields: [['rum_sample_rate', 'percent']] },
];

/**
 * The form's values of stored settings: lists joined with ", "; every choosable method's provider
 * ('' = the default; absent setting = the sandbox); the sample rate as a percentage (absent = 100 %,
 * the API's default).
 */
export function toForm(settings: EditableSettings): SettingsForm {
  const providers = settings.payment_providers ?? { default: 'sandbox' };
  return {
    ...settings,
    countries: settings.countries.join(', '),
    search_fields: settings.search_fields.join(', '),
    visible_profile_fields: settings.visible_profile_fields.join(', '),
    rum_sample_rate: asPercent(settings.rum_sample_rate ?? 1),
    payment_providers: { default: providers.default, methods: Object.fromEntries(CHOOSABLE_METHODS.map((method) => [method, providers.methods?.[method] ?? ''])) },
  };
}

/**
 * The i18n key and values of the text of a problem {@link settingsSchema} finds (its zod issue):
 * a required text, a number or length out of bounds, not a whole number, a country code, a
 * payment provider the server cannot use (`settings.errors.<code>` with the provider's name; see
 * {@link settingsSchemaFor}), a sample rate that is no percentage from 0 to 100 (issue 35).
 */
export function problemText(issue: z.core.$ZodRawIssue): [string, Record<string, unknown>?] {
  const params = issue.code === 'custom' ? (issue.params as { code?: string; provider?: string } | undefined) : undefined;
  if (params?.code) return [`settings.errors.${params.code}`, { provider: providerName(params.provider ?? '') }];
  if (issue.path?.[0] === 'rum_sample_rate') return ['settings.errors.percent'];
  const many = issue.origin === 'array' ? '_entries' : issue.origin === 'string' ? '_chars' : '';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return ['settings.errors.required'];
  if (issue.code === 'too_small') return [`settings.errors.min${many}`, { min: issue.minimum }];
  if (issue.code === 'too_big') return [`settings.errors.max${many}`, { max: issue.maximum }];
  if (issue.code === 'invalid_type' && issue.expected === 'number') return ['settings.errors.number'];
  if (issue.code === 'invalid_format' && issue.path?.[0] === 'countries') return ['settings.errors.country'];
  return ['settings.errors.invalid'];
}

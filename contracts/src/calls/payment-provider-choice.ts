/**
 * Which payment provider a site may choose for which method (issue 32), one rule for the API and
 * the operator console: a provider is chosen only when this installation has its keys
 * (`configured_providers` of the settings answer), and a method's own provider must take that
 * method (`provider_methods`). The API refuses a setting that breaks it (400 with one of
 * PAYMENT_PROVIDER_CHOICE_ERRORS); the console's settings form checks the same before sending.
 */
import { z } from 'zod';
import { type PaymentMethod, paymentMethodsFor } from '../constants';
import { type PaymentProviderName, type PaymentProvidersSetting, paymentMethod, paymentProviderName } from './payments';

/**
 * The error codes of a refused choice (400, `PUT /api/operator/settings.php`; + `provider`,
 * `method` and `issues: [{path: 'body.settings.payment_providers…', message}]`):
 * `payment_provider_not_configured` — a provider whose keys this installation lacks (or the
 * sandbox in production without `AMORA_SANDBOX_PAYMENTS=1`); `payment_provider_lacks_method` — a
 * method given to a provider that does not take it (Stripe has no paysafecard …).
 */
export const PAYMENT_PROVIDER_CHOICE_ERRORS = ['payment_provider_not_configured', 'payment_provider_lacks_method'] as const;
export type PaymentProviderChoiceError = (typeof PAYMENT_PROVIDER_CHOICE_ERRORS)[number];

/**
 * What this installation can pay through, read-only in the settings answer: the providers whose
 * keys it has, and per provider the methods it takes (`sdd` is never listed: our own mandate form
 * serves it, whatever the setting).
 */
export const paymentProviderOptions = z.object({
  configured_providers: z.array(paymentProviderName),
  provider_methods: z.record(paymentProviderName, z.array(paymentMethod)),
});
export type PaymentProviderOptions = z.infer<typeof paymentProviderOptions>;

/** One broken rule of a setting: where (path inside `payment_providers`), why, which provider and method. */
export interface PaymentProviderChoiceProblem {
  path: ['default'] | ['methods', PaymentMethod];
  code: PaymentProviderChoiceError;
  provider: PaymentProviderName;
  method?: PaymentMethod;
}

/**
 * What keeps a `payment_providers` setting from being saved with these options ([] when nothing):
 * the default and every per-method provider configured, and every method's own provider taking
 * that method. A default that lacks some method is allowed (members are then not offered it).
 */
export function paymentProviderChoiceProblems(setting: PaymentProvidersSetting, options: PaymentProviderOptions): PaymentProviderChoiceProblem[] {
  const configured = new Set(options.configured_providers);
  const problems: PaymentProviderChoiceProblem[] = [];
  if (!configured.has(setting.default)) problems.push({ path: ['default'], code: 'payment_provider_not_configured', provider: setting.default });
  for (const [method, provider] of Object.entries(setting.methods ?? {}) as [PaymentMethod, PaymentProviderName | undefined][]) {
    if (!provider) continue;
    const path: ['methods', PaymentMethod] = ['methods', method];
    if (!configured.has(provider)) problems.push({ path, code: 'payment_provider_not_configured', provider, method });
    else if (!options.provider_methods[provider]?.includes(method)) problems.push({ path, code: 'payment_provider_lacks_method', provider, method });
  }
  return problems;
}

/**
 * The methods a site with these countries offers its members (ISO alpha-2; PAYMENT_METHODS_BY_COUNTRY
 * of each, in the order of the first country that has them), without `sdd`: the methods a site's
 * `payment_providers` can give a provider of their own.
 */
export function siteOfferedMethods(countries: readonly string[]): PaymentMethod[] {
  const methods = new Set<PaymentMethod>(countries.flatMap((country) => paymentMethodsFor(country)));
  methods.delete('sdd');
  return [...methods];
}

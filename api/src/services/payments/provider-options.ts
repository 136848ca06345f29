import { PAYMENT_METHODS, type PaymentProviderName, type PaymentProviderOptions, type PaymentProvidersSetting, paymentProviderChoiceProblems } from '@amora/contracts';
import type { Config } from '../../config.js';
import { ApiError } from '../../errors.js';
import { MOLLIE_METHODS } from './mollie.js';
import { credentialProblems } from './registry.js';
import { STRIPE_PAYMENT_METHODS } from './stripe.js';

const PROVIDERS: readonly PaymentProviderName[] = ['sandbox', 'mollie', 'stripe'];
/** Every method but `sdd`, which our own mandate form serves whatever a site chooses. */
const CHOOSABLE = PAYMENT_METHODS.filter((method) => method !== 'sdd');

/**
 * What this installation can pay through (issue 32), for the console's settings answer: the
 * providers whose credentials it has (registry.ts `credentialProblems` finds none: Mollie with
 * `MOLLIE_API_KEY`, Stripe with `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, the sandbox
 * outside production or with `AMORA_SANDBOX_PAYMENTS=1`), and the methods each takes, in
 * PAYMENT_METHODS order (the sandbox every one; Mollie MOLLIE_METHODS; Stripe STRIPE_PAYMENT_METHODS).
 */
export function paymentProviderOptions(config: Config): PaymentProviderOptions {
  return {
    configured_providers: PROVIDERS.filter((name) => credentialProblems(config, name).length === 0),
    provider_methods: {
      sandbox: [...CHOOSABLE],
      mollie: CHOOSABLE.filter((method) => Object.hasOwn(MOLLIE_METHODS, method)),
      stripe: CHOOSABLE.filter((method) => Object.hasOwn(STRIPE_PAYMENT_METHODS, method)),
    },
  };
}

/**
 * Refuses a site's `payment_providers` this installation cannot serve (issue 32; the contract's
 * `paymentProviderChoiceProblems`): throws ApiError 400 `payment_provider_not_configured` (a
 * provider without credentials; the message names the missing variable) or
 * `payment_provider_lacks_method` (a method given to a provider that does not take it), with the
 * first problem's `provider`, `method` and every problem as `issues` (`body.settings.payment_providers.…`).
 */
export function assertPaymentProvidersChoosable(config: Config, setting: PaymentProvidersSetting): void {
  const problems = paymentProviderChoiceProblems(setting, paymentProviderOptions(config));
  const [first] = problems;
  if (!first) return;
  const why =
    first.code === 'payment_provider_not_configured'
      ? `The payment provider ${first.provider} cannot be chosen: ${credentialProblems(config, first.provider).join('; ')}.`
      : `The payment provider ${first.provider} does not take the method ${first.method}.`;
  throw new ApiError(400, first.code, why, {
    provider: first.provider,
    ...(first.method ? { method: first.method } : {}),
    issues: problems.map((problem) => ({ path: ['body', 'settings', 'payment_providers', ...problem.path].join('.'), message: problem.code })),
  });
}

import type { PaymentMethod, PaymentProvidersSetting } from '@amora/contracts';
import { type Config, MIN_SECRET_LENGTH } from '../../config.js';
import { ApiError } from '../../errors.js';
import { createMollieProvider } from './mollie.js';
import type { PaymentProvider, PaymentProviderName } from './provider.js';
import type { SandboxProvider } from './sandbox.js';
import { createStripeProvider, STRIPE_PAYMENT_METHODS } from './stripe.js';

/** A site without the setting: everything through the sandbox (a fresh clone). */
export const DEFAULT_PAYMENT_PROVIDERS: PaymentProvidersSetting = { default: 'sandbox' };

/**
 * The provider a site's setting `payment_providers` chooses for one of our methods (issue 32):
 * the method's own entry, else the default. `sdd` is always the sandbox's: the mandate form is
 * ours and its bank reports through the sandbox's signed webhook (routes/directdebit.ts).
 */
export function providerFor(setting: PaymentProvidersSetting | undefined, method: string): PaymentProviderName {
  if (method === 'sdd') return 'sandbox';
  const chosen = setting ?? DEFAULT_PAYMENT_PROVIDERS;
  return chosen.methods?.[method as PaymentMethod] ?? chosen.default;
}

/** The providers a setting uses: its default and every per-method choice, each once. */
export function providersUsed(setting: PaymentProvidersSetting | undefined): PaymentProviderName[] {
  const chosen = setting ?? DEFAULT_PAYMENT_PROVIDERS;
  return [...new Set([chosen.default, ...Object.values(chosen.methods ?? {})])];
}

/**
 * What keeps `name` from taking payments with this configuration, one line per variable ([]
 * when it can): Mollie needs `MOLLIE_API_KEY`, Stripe `STRIPE_SECRET_KEY` and
 * `STRIPE_WEBHOOK_SECRET` (in production each at least MIN_SECRET_LENGTH characters); the
 * sandbox takes no money, so production allows it only with `AMORA_SANDBOX_PAYMENTS=1`.
 */
export function credentialProblems(config: Config, name: PaymentProviderName): string[] {
  const production = config.nodeEnv === 'production';
  const need = (variable: string, value: string | null, what: string) =>
    !value ? [`${variable} must be set to ${what}`] : production && value.length < MIN_SECRET_LENGTH ? [`${variable} must be ${what} of at least ${MIN_SECRET_LENGTH} characters`] : [];
  const { mollieApiKey, stripeSecretKey, stripeWebhookSecret } = config.paymentCredentials;
  if (name === 'mollie') return need('MOLLIE_API_KEY', mollieApiKey, "the Mollie profile's API key (live_…)");
  if (name === 'stripe') {
    return [...need('STRIPE_SECRET_KEY', stripeSecretKey, "Stripe's secret key (sk_live_…)"), ...need('STRIPE_WEBHOOK_SECRET', stripeWebhookSecret, "the Stripe webhook endpoint's signing secret (whsec_…)")];
  }
  return config.sandboxPayments ? [] : ['the sandbox takes no money: choose mollie or stripe, or set AMORA_SANDBOX_PAYMENTS=1 on a test installation'];
}

/**
 * Why production must not start with these sites' payment settings (issue 32), one line per
 * site and problem, naming the site and the variable; [] outside production. `settings` is the
 * stored jsonb of each site (its `payment_providers`, absent = the sandbox).
 */
export function paymentProviderProblems(config: Config, sites: readonly { domain: string; payment_providers: PaymentProvidersSetting | undefined }[]): string[] {
  if (config.nodeEnv !== 'production') return [];
  return sites.flatMap((site) =>
    providersUsed(site.payment_providers).flatMap((name) => credentialProblems(config, name).map((problem) => `site ${site.domain} pays through ${name}: ${problem}`)),
  );
}

/** The providers of this process (plugins/payments.ts: `app.paymentProviders`). */
export interface PaymentProviders {
  /** The sandbox provider (`/sandbox-pay/{id}`, the direct debit's bank). */
  readonly sandbox: SandboxProvider;
  /**
   * The provider called `name` for a webhook or a refund of a stored payment. Throws ApiError
   * 503 `payment_provider_unavailable` when its credentials are not configured.
   */
  get(name: string): PaymentProvider;
  /**
   * The provider of a new order: the site's choice for `method` (`providerFor`), configured, and
   * not the sandbox in production without AMORA_SANDBOX_PAYMENTS=1 (except `sdd`). Throws ApiError
   * 503 `payment_provider_unavailable`.
   */
  forOrder(setting: PaymentProvidersSetting | undefined, method: string): PaymentProvider;
}

/**
 * The registry of payment providers (issue 32): the sandbox, and Mollie and Stripe made on first
 * use from `config.paymentCredentials` (`MOLLIE_API_KEY`, `STRIPE_SECRET_KEY`,
 * `STRIPE_WEBHOOK_SECRET`, the test base URLs `MOLLIE_API_BASE` / `STRIPE_API_BASE`).
 */
export function createPaymentProviders(config: Config, sandbox: SandboxProvider): PaymentProviders {
  const made = new Map<PaymentProviderName, PaymentProvider>([['sandbox', sandbox]]);
  // Why (which variable is missing) is the operator's business: production refuses to start with it (paymentProviderProblems).
  const unavailable = (name: string) => new ApiError(503, 'payment_provider_unavailable', 'Payments are not available at the moment. Please try again later.', { provider: name });

  function make(name: PaymentProviderName): PaymentProvider {
    const { mollieApiKey, mollieApiBase, stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.paymentCredentials;
    if (name === 'mollie') return createMollieProvider({ apiKey: mollieApiKey ?? '', ...(mollieApiBase ? { apiBase: mollieApiBase } : {}) });
    const stripe = createStripeProvider({ secretKey: stripeSecretKey ?? '', webhookSecret: stripeWebhookSecret ?? '', ...(stripeApiBase ? { apiBase: stripeApiBase } : {}) });
    // The Stripe adapter lists its methods; the order route asks before it stores an order.
    return stripe.supportsMethod ? stripe : Object.assign(stripe, { supportsMethod: (method: string) => method in STRIPE_PAYMENT_METHODS });
  }

  function get(name: string): PaymentProvider {
    if (name === 'sandbox') return sandbox;
    if ((name !== 'mollie' && name !== 'stripe') || credentialProblems(config, name).length > 0) throw unavailable(name);
    let provider = made.get(name);
    if (!provider) {
      provider = make(name);
      made.set(name, provider);
    }
    return provider;
  }

  return {
    sandbox,
    get,
    forOrder(setting, method) {
      const name = providerFor(setting, method);
      if (name === 'sandbox' && method !== 'sdd' && !config.sandboxPayments) throw unavailable(name);
      return get(name);
    },
  };
}

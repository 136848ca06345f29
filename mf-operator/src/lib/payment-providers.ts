import type { PaymentProviderName } from '@amora/contracts';

/**
 * The payment providers (issue 32) by the names operators know them from: brand names, the same
 * in every language. The order is the console's order (the settings' selects).
 */
export const PROVIDER_NAMES: Readonly<Record<PaymentProviderName, string>> = { sandbox: 'Sandbox', mollie: 'Mollie', stripe: 'Stripe' };

/** Every payment provider, in the console's order. */
export const PAYMENT_PROVIDERS = Object.keys(PROVIDER_NAMES) as PaymentProviderName[];

/** A stored provider's name ('mollie' → 'Mollie'); an unknown one as stored. */
export const providerName = (provider: string): string => PROVIDER_NAMES[provider as PaymentProviderName] ?? provider;

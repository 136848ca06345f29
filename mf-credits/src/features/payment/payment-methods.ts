import { type PaymentMethod, useUser } from '@amora/shared';
import { paymentMethodsFor } from '@amora/contracts/constants';

/**
 * The payment methods offered to the logged-in member, in display order: by the country of their
 * profile (contract PAYMENT_METHODS_BY_COUNTRY, spec §9; the API refuses any other).
 */
export function useOfferedMethods(): readonly PaymentMethod[] {
  const country = useUser((u) => u?.profile.country ?? null);
  return paymentMethodsFor(country);
}

/** Narrows a URL segment (`/credits/{id}/{paymentmethod}`) to one of `offered`, else `null`. */
export function toOfferedMethod(value: string | undefined, offered: readonly PaymentMethod[]): PaymentMethod | null {
  return offered.find((m) => m === value) ?? null;
}

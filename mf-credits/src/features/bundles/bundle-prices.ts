import { type CreditBundle, formatMoney } from '@amora/shared';

/**
 * The localized prices of a bundle (Intl, `formatMoney`): the total and the price per credit,
 * e.g. `{ total: '€19.99', perCredit: '€0.20' }` in en, `{ total: '19,99 €', … }` in de.
 * @param locale a BCP 47 locale (the active interface language).
 */
export function bundlePrices(bundle: CreditBundle, locale: string): { total: string; perCredit: string } {
  return {
    total: formatMoney(bundle.price_cents, bundle.currency, locale),
    perCredit: formatMoney(bundle.credits > 0 ? bundle.price_cents / bundle.credits : 0, bundle.currency, locale),
  };
}

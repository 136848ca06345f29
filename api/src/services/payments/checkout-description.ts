import type { Locale } from '../../types.js';

/** "n credits" per locale and plural category (Intl.PluralRules), the words mf-credits uses. */
const CREDITS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  da: { one: 'credit', other: 'credits' },
  de: { one: 'Credit', other: 'Credits' },
  en: { one: 'credit', other: 'credits' },
  es: { one: 'crédito', other: 'créditos' },
  fi: { one: 'krediitti', other: 'krediittiä' },
  fr: { one: 'crédit', other: 'crédits' },
  it: { one: 'credito', other: 'crediti' },
  nb: { one: 'kreditt', other: 'kreditter' },
  nl: { one: 'credit', other: 'credits' },
  pl: { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' },
  sv: { one: 'kredit', other: 'krediter' },
};

/**
 * What the member sees for an order on the provider's checkout page and bank statement (issue
 * 32): the site's name and the bundle, in the member's language — `Amora: 55 credits`,
 * `Amora: 55 Credits`, `Amora: 55 kredytów`. At most 255 characters (Mollie's limit).
 */
export function checkoutDescription(locale: Locale, siteName: string, credits: number): string {
  const words = CREDITS[locale];
  const word = words[new Intl.PluralRules(locale).select(credits)] ?? words.other;
  return `${siteName}: ${credits.toLocaleString(locale)} ${word}`.slice(0, 255);
}

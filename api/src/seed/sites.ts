import crypto from 'node:crypto';
import { currencyFor } from '@amora/contracts/constants';
import type { StoredSettingsInput } from '../repositories/sites.js';

/** The demo company behind both sites (`GET /api/companyinfo.php`). */
export const DEMO_COMPANY = {
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 123',
  kvk: '87654321',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amora', 'Amora DE'],
  vat_numbers: ['NL864512345B01'],
  support_phone: '+31 20-123 4567',
  delete_discount: 50,
  added: '2023-09-15',
};

/** Credit bundles (credits, price in euro cents, popular). Spec §9: prices not shown; ours. */
export const DEMO_BUNDLES: { credits: number; price_cents: number; popular: boolean }[] = [
  { credits: 20, price_cents: 995, popular: false },
  { credits: 55, price_cents: 2495, popular: true },
  { credits: 125, price_cents: 4995, popular: false },
  { credits: 300, price_cents: 9995, popular: false },
];

/**
 * The same four bundles in the other currencies members pay in (contract CURRENCY_BY_COUNTRY),
 * at local price points (cents of each currency, same order as DEMO_BUNDLES; api/README.md
 * "Payments"). A site sells EUR and the currencies of its countries.
 */
export const BUNDLE_PRICES: Readonly<Record<string, readonly number[]>> = {
  EUR: DEMO_BUNDLES.map((b) => b.price_cents),
  CHF: [990, 2490, 4990, 9990],
  GBP: [895, 2195, 4495, 8995],
  PLN: [4499, 10999, 21999, 43999],
  DKK: [7500, 18500, 37500, 74500],
  SEK: [10900, 26900, 54900, 109900],
  NOK: [10900, 26900, 54900, 109900],
};

/** The credit bundles of a site serving `countries`: DEMO_BUNDLES in EUR and in each country's currency. */
export function siteBundles(countries: readonly string[]): { credits: number; price_cents: number; popular: boolean; currency: string; position: number }[] {
  const currencies = [...new Set(['EUR', ...countries.map(currencyFor)])];
  return currencies.flatMap((currency) =>
    DEMO_BUNDLES.map((b, position) => ({ ...b, price_cents: BUNDLE_PRICES[currency]?.[position] ?? b.price_cents, currency, position })),
  );
}

/** Cheapest price of one message per country, in major units of the bundles' currency. */
export function minimumMessageCosts(countries: string[], messageCredits: number, currency: string) {
  const perCredit = Math.min(...DEMO_BUNDLES.map((b) => b.price_cents / b.credits)) / 100;
  const costs = Math.round(perCredit * messageCredits * 100) / 100;
  return Object.fromEntries(countries.map((c) => [c, { costs, currency }]));
}

/** A VAPID key pair for Web Push: public key as base64url uncompressed P-256 point, private as base64url scalar. */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const x = Buffer.from(pub.x ?? '', 'base64url');
  const y = Buffer.from(pub.y ?? '', 'base64url');
  return {
    publicKey: Buffer.concat([Buffer.from([4]), x, y]).toString('base64url'),
    privateKey: priv.d ?? '',
  };
}

export interface SiteSeed {
  domain: string;
  defaultCountry: string;
  currency: string;
  settings: Omit<StoredSettingsInput, 'push_public_key' | 'minimum_message_costs'>;
}

const LOCALHOST_COUNTRIES = ['US', 'GB', 'IE', 'NL', 'BE', 'DE', 'AT', 'CH', 'DK', 'NO', 'SE', 'FI', 'FR', 'ES', 'IT', 'PL'];

/** The two demo sites (docs/design.md §4): `localhost` (English) and `de.localhost` (German). */
export const SITE_SEEDS: SiteSeed[] = [
  {
    domain: 'localhost',
    defaultCountry: 'NL',
    currency: 'EUR',
    settings: {
      name: 'Amora',
      domain_language: 'en-US',
      niche: 1,
      signups: 'all',
      logged_out_search: true,
      logged_out_search_trafficsource: false,
      support_phone: '+31 20-123 4567',
      support_email: 'support@amora.test',
      enable_site_entry_popup: true,
      fictional_icon: '🎭',
      fictional_warning:
        'Some profiles on this site are fictional. They are run by our staff for entertainment; meeting them in person is not possible.',
      fictional_singular: 'fictional profile',
      fictional_plural: 'fictional profiles',
      description: 'Meet new people, chat and flirt with singles near you, in your own language.',
      index_title: 'Amora – meet, chat and flirt with singles near you',
      countries: LOCALHOST_COUNTRIES,
      visible_profile_fields: ['age', 'gender', 'country', 'region', 'city', 'about', 'interests'],
      visible_profile_notes: true,
      message_credits: 5,
      signup_credits: 10,
      photo_credits: 10,
      gift_credits: 20,
      message_length: 1000,
      search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      interests: true,
      member_resell: false,
      refund_days: 14,
      mail_name: 'Amora',
      us_footer: true,
    },
  },
  {
    domain: 'de.localhost',
    defaultCountry: 'DE',
    currency: 'EUR',
    settings: {
      name: 'Amora DE',
      domain_language: 'de-DE',
      niche: 1,
      signups: 'all',
      logged_out_search: false,
      logged_out_search_trafficsource: false,
      support_phone: '+49 30 1234 5678',
      support_email: 'hilfe@amora.test',
      enable_site_entry_popup: true,
      fictional_icon: '🎭',
      fictional_warning:
        'Einige Profile auf dieser Website sind fiktiv. Sie werden von unserem Team zur Unterhaltung betrieben; ein persönliches Treffen ist nicht möglich.',
      fictional_singular: 'fiktives Profil',
      fictional_plural: 'fiktive Profile',
      description: 'Lernen Sie neue Leute kennen, chatten und flirten Sie mit Singles in Ihrer Nähe.',
      index_title: 'Amora DE – Singles in Ihrer Nähe kennenlernen',
      countries: ['DE', 'AT', 'CH'],
      visible_profile_fields: ['age', 'gender', 'country', 'region', 'city', 'about', 'interests'],
      visible_profile_notes: false,
      message_credits: 5,
      signup_credits: 10,
      photo_credits: 10,
      gift_credits: 20,
      message_length: 1000,
      search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
      interests: true,
      member_resell: false,
      refund_days: 14,
      mail_name: 'Amora DE',
      us_footer: false,
    },
  },
];

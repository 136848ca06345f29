import { formatDate, formatMoney } from '@amora/shared';
import { useMemo } from 'react';
import { useConsoleLocale } from './use-console-locale';

/** A code's name from `Intl.DisplayNames`, the code itself when Intl does not know it. */
function displayName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The console's formatters in the console's language (issue 31), for every screen: `when` a date
 * and time (ISO 8601 → "Nov 27, 2026, 9:30 AM" in English), `stamp` a date and time to the
 * second, compact (the audit log: "11/27/26, 9:30:00 AM"), `day` a date ("Nov 27, 2026"), `money` an amount in
 * cents of a currency ("€19.99"), `number` a whole number ("1,250"), `country` an ISO 3166 code as
 * its name ("NL" → "Netherlands"), `language` a language code as its name ("de" → "German"); a
 * code Intl does not know stays the code. Issue 35 (measurements): `decimal` a number with at most
 * `digits` decimals ("2,480", "0.125"), `signed` the same with its sign ("+3.05", "−12", "0"),
 * `percent` a share as a percentage ("0.05" → "5%", at most two decimals), `signedPercent` a
 * relative change ("+150%").
 */
export function useFormat() {
  const locale = useConsoleLocale();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    const numbers = new Intl.NumberFormat(locale);
    const decimals = (digits: number, signed = false) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' });
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const signedPercents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    return {
      when: (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }),
      stamp: (iso: string) => formatDate(iso, locale, { dateStyle: 'short', timeStyle: 'medium' }),
      day: (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' }),
      money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
      number: (n: number) => numbers.format(n),
      decimal: (n: number, digits = 2) => decimals(digits).format(n),
      signed: (n: number, digits = 2) => decimals(digits, true).format(n),
      percent: (share: number) => percents.format(share),
      signedPercent: (share: number) => signedPercents.format(share),
      country: (code: string) => displayName(regions, code.toUpperCase()),
      language: (code: string) => displayName(languages, code),
    };
  }, [locale]);
}

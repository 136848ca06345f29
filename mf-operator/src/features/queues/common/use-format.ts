import { formatDate } from '@amora/shared';
import { useMemo } from 'react';
import { useConsoleLocale } from '../../../lib/use-console-locale';

/**
 * The queues' formatters in the console's language (issue 31): `when` a date and time (ISO 8601 →
 * "27 Nov 2026, 09:30"), `day` a date only, `country` an ISO 3166 code as its name ("NL" →
 * "Netherlands"; the code itself when Intl does not know it).
 */
export function useFormat() {
  const locale = useConsoleLocale();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return {
      when: (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }),
      day: (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' }),
      country: (code: string) => {
        try {
          return regions.of(code.toUpperCase()) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [locale]);
}

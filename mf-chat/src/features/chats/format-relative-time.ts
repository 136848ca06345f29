/**
 * A short, locale-aware "how long ago" for chat timestamps (Intl, docs/design.md §5):
 * under a minute "now", then minutes, hours and days ("yesterday") via Intl.RelativeTimeFormat,
 * from 7 days on the date via Intl.DateTimeFormat.
 * @param iso ISO 8601 timestamp.
 * @param locale active locale (`de`).
 * @param now reference time in ms since the epoch.
 * @returns the text, or '' for an unparsable timestamp.
 */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(then);
}

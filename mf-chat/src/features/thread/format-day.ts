/** The local calendar day of a timestamp (`YYYY-M-D` in the browser's time zone), to tell where a day changes. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * The day line of a thread (spec §2 chat layout) in the active locale via Intl: "Today" and
 * "Yesterday" (Intl.RelativeTimeFormat, first letter upper-cased), else the date with the weekday
 * ("Mon, 23 Nov 2026"), in the browser's time zone.
 * @param iso ISO 8601 timestamp.
 * @param locale active locale (`de`).
 * @param now reference time in ms since the epoch.
 */
export function formatDay(iso: string, locale: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((start(date) - start(new Date(now))) / 86_400_000);
  if (days === 0 || days === -1) {
    const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

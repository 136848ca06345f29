import { useLocale } from '@amora/shared';
import { formatRelativeTime } from '../format-relative-time';

/** A `<time>` showing how long ago `iso` was in the active locale; the full date and time is its tooltip. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  const full = Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
  return (
    <time dateTime={iso} title={full} className={className}>
      {formatRelativeTime(iso, locale)}
    </time>
  );
}

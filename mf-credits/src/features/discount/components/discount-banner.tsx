import { formatDate, formatMoney, useLocale, useUser, useTranslation } from '@amora/shared';
import { useId } from 'react';
import type { ActiveDiscount } from '../use-active-discount';
import { Countdown } from '@amora/shared/time-bonus';

/** `expires` as date and time in `locale`, in the member's time zone when it is a valid IANA name. */
function validUntil(expires: string, locale: string, timeZone: string | undefined): string {
  try {
    return formatDate(expires, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone || undefined });
  } catch {
    return formatDate(expires, locale, { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/**
 * The member's active discount above the bundles (spec §1 welcome discount, §4 active discount,
 * time bonus): "Welcome offer: {percent}% off your first credits" with "Valid until {date}" (date
 * and time in the member's locale and time zone), or for the time bonus "Time bonus: {percent}%
 * off" with the hh:mm:ss left, ticking; the code in a monospace badge and the minimum order when
 * there is one. Renders nothing without a discount.
 */
export function DiscountBanner({ active }: { active: ActiveDiscount | null }) {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const timeZone = useUser((u) => u?.timezone);
  const titleId = useId();
  if (!active) return null;
  const { discount } = active;
  const until = validUntil(discount.expires, locale, timeZone);
  return (
    <section className="alert alert-success shadow-sm d-flex flex-wrap align-items-center gap-3 mb-4" aria-labelledby={titleId}>
      <span
        className="badge rounded-circle text-bg-success fs-5 d-inline-flex align-items-center justify-content-center flex-shrink-0"
        style={{ width: '2.5rem', height: '2.5rem' }}
        aria-hidden="true"
      >
        %
      </span>
      <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
        <h2 id={titleId} className="h5 alert-heading mb-1">
          {t(active.source === 'time_bonus' ? 'discount.time_bonus_title' : 'discount.welcome_title', { percent: discount.value_percentage })}
        </h2>
        <p className="small mb-0">
          {active.source === 'time_bonus' ? (
            <span className="d-block">
              {t('discount.time_left')} <Countdown expires={discount.expires} className="fw-semibold" />
            </span>
          ) : (
            <span className="d-block">{t('discount.valid_until', { date: until })}</span>
          )}
          {discount.minimum_order_value > 0 && (
            <span className="d-block">{t('discount.minimum', { amount: formatMoney(discount.minimum_order_value, discount.currency, locale) })}</span>
          )}
        </p>
      </div>
      <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
        <span className="small">{t('discount.code_label')}</span>
        <code className="badge bg-body text-body border border-success fs-6 px-3 py-2">{discount.code}</code>
      </p>
    </section>
  );
}

import { Link, MEMBERS_AREA, Modal, useLocale, useUser, useTranslation } from '@amora/shared';
import { TIME_BONUS } from '@amora/contracts/constants';
import { Countdown, formatCountdown, useNowUntil, useTimeBonus } from '@amora/shared/time-bonus';
import { useEffect, useState } from 'react';

/** localStorage key: when the member closed the time-bonus popup (spec §4 "not dismissed before"). */
const DISMISSED_KEY = 'amora.time-bonus.dismissed-at';

/**
 * `seconds` as spoken words in `locale`, to the minute ("2 hours, 54 minutes"; seconds in the last
 * minute): a name that changes once a minute, where a ticking hh:mm:ss would be read out anew
 * every second to a screen reader resting on the link.
 */
export function spokenTimeLeft(seconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (s < 60) return unit(s, 'second');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts = [...(hours ? [unit(hours, 'hour')] : []), ...(minutes || !hours ? [unit(minutes, 'minute')] : [])];
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

/**
 * The time bonus in the navigation (spec §4): "−25%" (the code's `value_percentage`) and the
 * hh:mm:ss left, ticking every second, linking to the bundles; stacked below 576 px so a phone's
 * bar keeps both. Its name says what it is: "Time bonus: 25% off, ends in 1 hour, 2 minutes".
 * Lazy: only members with a running time bonus load it.
 */
export function TimeBonusNav() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const bonus = useTimeBonus();
  const end = bonus ? Date.parse(bonus.expires) : 0;
  const now = useNowUntil(end);
  if (!bonus) return null;
  const percent = bonus.value_percentage;
  const seconds = (end - now) / 1000;
  return (
    <Link
      className="nav-link nav-time-bonus text-success fw-semibold text-nowrap"
      activeClassName="active"
      to="/credits"
      aria-label={t('time_bonus.nav_label', { percent, time: spokenTimeLeft(seconds, locale) })}
    >
      <span className="badge text-bg-success">{t('time_bonus.nav_percent', { percent })}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCountdown(seconds)}</span>
    </Link>
  );
}

/**
 * The time-bonus popup (spec §4, §9): after 40 s on a page of the members area, only while the
 * bonus runs, the member has 0 credits and never closed it before; the code, the countdown and
 * "Buy credits" (to /credits). Closing it (button, Esc, backdrop) is remembered in this browser.
 */
export function TimeBonusPopup({ routeName }: { routeName: string }) {
  const { t } = useTranslation('shell');
  const bonus = useTimeBonus();
  const credits = useUser((u) => u?.credits ?? null);
  const inMembersArea = (MEMBERS_AREA as readonly string[]).includes(routeName);
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) !== null);

  useEffect(() => {
    if (!inMembersArea || due) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS.popupDelaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [inMembersArea, due]);

  if (!bonus || !due || dismissed || credits !== 0 || !inMembersArea) return null;
  const close = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setDismissed(true);
  };
  return (
    <Modal
      title={t('time_bonus.title', { percent: bonus.value_percentage })}
      onClose={close}
      closeLabel={t('time_bonus.close')}
      footer={
        <>
          <button type="button" className="btn btn-outline-primary" onClick={close}>
            {t('time_bonus.later')}
          </button>
          <Link className="btn btn-primary" to="/credits" onClick={close}>
            {t('time_bonus.buy')}
          </Link>
        </>
      }
    >
      <p>{t('time_bonus.text', { percent: bonus.value_percentage })}</p>
      <p className="fs-2 fw-semibold text-center text-success mb-2">
        <Countdown expires={bonus.expires} />
      </p>
      <p className="text-center mb-0">
        {t('time_bonus.code')} <code className="badge bg-body text-body border border-success fs-6">{bonus.code}</code>
      </p>
    </Modal>
  );
}

import { useEffect, useState } from 'react';

/** `seconds` as `hh:mm:ss` (two digits each, spec §3 time bonus countdownTimer). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The time left until `expires` (ISO 8601) as `hh:mm:ss`, ticking every second (spec §4, §9
 * "countdown tick 1 s"); stops at 00:00:00. A `timer` element: screen readers read it when asked,
 * without announcing every tick.
 */
export function Countdown({ expires, className }: { expires: string; className?: string }) {
  const end = Date.parse(expires);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(end > Date.now())) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return (
    <span role="timer" className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCountdown((end - now) / 1000)}
    </span>
  );
}

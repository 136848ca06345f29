/**
 * `@amora/shared/time-bonus` — the time bonus of spec §3, §4, §9 for the screens that show it
 * (the shell's nav and popup, mf_credits' prices): the state comes from `bus.timeBonus$` (the
 * shell loads it at login); a sub-entry, so the visitor landing page never loads it.
 */
import { useEffect, useState } from 'react';
import { bus } from '../bus';
import type { DiscountCode } from '../types';
import { useObservable } from '../ui/use-observable';

/** `seconds` as `hh:mm:ss` (two digits each: spec §3 time bonus `countdownTimer`). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The current time in ms, re-rendering every second until `end` (ms) has passed (spec §9 "countdown tick 1 s"). */
export function useNowUntil(end: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(end > Date.now())) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return now;
}

/**
 * The time left until `expires` (ISO 8601) as `hh:mm:ss`, ticking every second; stops at
 * 00:00:00. A `timer` element: screen readers read it when asked, without announcing each tick.
 */
export function Countdown({ expires, className }: { expires: string; className?: string }) {
  const end = Date.parse(expires);
  const now = useNowUntil(end);
  return (
    <span role="timer" className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCountdown((end - now) / 1000)}
    </span>
  );
}

/**
 * The member's running time bonus from the bus, or `null` (visitors, paid users, none, or past
 * its `expires`: the hook re-renders then). The API checks the expiry again with its own clock.
 */
export function useTimeBonus(): DiscountCode | null {
  const bonus = useObservable(bus.timeBonus$);
  const now = useNowUntil(bonus ? Date.parse(bonus.expires) : 0);
  return bonus && Date.parse(bonus.expires) > now ? bonus : null;
}

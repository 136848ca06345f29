/**
 * Tracking values of the marketing URL (spec §3: network, ref, sub1, sub2, sub3). The shell's HTML
 * server keeps them from the landing URL in the first-party cookie `amora_tracking` (30 days), so
 * that a visitor who browses before signing up still brings them along; values sent with a call
 * (the sign-up form reads its own URL) win over the cookie.
 */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type Tracking = Record<TrackingKey, string | null>;

/** Name of the cookie the shell server sets (value: a URL query string of the tracking keys). */
export const TRACKING_COOKIE = 'amora_tracking';

/**
 * The visitor's tracking values: each one from `given` when non-empty, else from the cookie.
 * @param cookies the request's parsed cookies (`request.cookies`).
 * @param given values sent with the call (sign-up form), possibly empty or null.
 * @returns every key, null when absent; values cut to 255 characters.
 */
export function trackingOf(cookies: Record<string, string | undefined>, given: Partial<Record<TrackingKey, string | null | undefined>> = {}): Tracking {
  const stored = new URLSearchParams(cookies[TRACKING_COOKIE] ?? '');
  const tracking = {} as Tracking;
  for (const key of TRACKING_KEYS) {
    const value = (given[key] || stored.get(key) || '').trim().slice(0, 255);
    tracking[key] = value || null;
  }
  return tracking;
}

/** Whether the visitor came through a traffic source (spec §6 `with_trafficsource`): network, ref or sub1. */
export function hasTrafficSource(tracking: Tracking): boolean {
  return Boolean(tracking.network || tracking.ref || tracking.sub1);
}

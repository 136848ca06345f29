/** Tracking values kept from the URL for the sign-up (spec §3). */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];

/** The tracking values present in a query string (`?network=x&sub1=y` → `{network: 'x', sub1: 'y'}`). */
export function trackingFromQuery(search: string = window.location.search): Partial<Record<TrackingKey, string>> {
  const params = new URLSearchParams(search);
  const found: Partial<Record<TrackingKey, string>> = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key);
    if (value) found[key] = value;
  }
  return found;
}

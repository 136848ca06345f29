/**
 * Whether this page view's real-user measurements are sent (issue 35): a share `rate` of the
 * site's page views, the site's `rum_sample_rate` (0–1; absent or not a number means 1).
 * @param random a number in [0, 1), `Math.random` by default
 */
export function isSampled(rate: number | undefined, random: () => number = Math.random): boolean {
  const share = typeof rate === 'number' && !Number.isNaN(rate) ? Math.min(1, Math.max(0, rate)) : 1;
  if (share >= 1) return true;
  if (share <= 0) return false;
  return random() < share;
}

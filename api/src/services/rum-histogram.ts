/**
 * The fixed histogram of web-vital values that `rum_vitals.buckets` stores (issue 35, migration
 * 029). Values are kept as counts per bucket, never one by one, so an hour of a version is one row
 * whatever its traffic, hours and sites add up element by element, and the p75 of any span comes
 * from the summed buckets.
 *
 * Buckets are log-spaced, {@link RUM_HISTOGRAM}.stepsPerDoubling per doubling (each bucket's upper
 * bound is 2^(1/8) ≈ 1.09 × its lower one, so a percentile read back is within ≈ 9 % of the true
 * value): bucket 0 holds values below 1, bucket i ≥ 1 holds [2^((i−1)/8), 2^(i/8)), the last one
 * everything up to the contract's maximum 600,000. Units: milliseconds for LCP, INP and TTFB; CLS
 * (unitless, usually 0–1) is stored × 1000 ({@link storedValue}), so 0.1 lands in bucket ≈ 54.
 * Changing these bounds changes the meaning of stored rows: add a new table instead.
 */
import type { RumVital } from '@amora/contracts';

/** The layout of every stored histogram: buckets per doubling and how many buckets (values 0 … 600,000). */
export const RUM_HISTOGRAM = { stepsPerDoubling: 8, buckets: 155 } as const;

/**
 * Google's "good" limits of each vital (web.dev), in stored units (CLS × 1000): the share of
 * samples above them is what the judge compares between two versions (canary-stats.ts).
 */
export const RUM_GOOD_LIMITS: Readonly<Record<RumVital, number>> = { LCP: 2500, INP: 200, CLS: 100, TTFB: 800 };

/** A vital's value as stored: CLS × 1000, the others as they are (ms). */
export function storedValue(name: RumVital, value: number): number {
  return name === 'CLS' ? value * 1000 : value;
}

/** A stored value back in the vital's own unit (CLS ÷ 1000). */
export function vitalValue(name: RumVital, stored: number): number {
  return name === 'CLS' ? stored / 1000 : stored;
}

/** The bucket index (0 … buckets − 1) of a stored value (≥ 0). */
export function bucketOf(value: number): number {
  if (!(value >= 1)) return 0;
  return Math.min(RUM_HISTOGRAM.buckets - 1, Math.floor(RUM_HISTOGRAM.stepsPerDoubling * Math.log2(value)) + 1);
}

/** The lower bound of bucket `i` (0 for bucket 0). */
export function bucketLow(i: number): number {
  return i <= 0 ? 0 : 2 ** ((i - 1) / RUM_HISTOGRAM.stepsPerDoubling);
}

/** The upper bound of bucket `i` (exclusive). */
export function bucketHigh(i: number): number {
  return 2 ** (i / RUM_HISTOGRAM.stepsPerDoubling);
}

/** An empty histogram. */
export function emptyHistogram(): number[] {
  return new Array<number>(RUM_HISTOGRAM.buckets).fill(0);
}

/** Adds `b` into `a` element by element (a shorter one counts as zeros); returns `a`. */
export function addHistogram(a: number[], b: readonly number[]): number[] {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return a;
}

/** How many values a histogram holds. */
export function histogramCount(buckets: readonly number[]): number {
  let n = 0;
  for (const c of buckets) n += c;
  return n;
}

/**
 * The `q` quantile (0–1, e.g. 0.75) of a histogram, in stored units: the bucket where the
 * cumulative count reaches q × total, interpolated linearly inside it. Null when empty.
 */
export function quantile(buckets: readonly number[], q: number): number | null {
  const total = histogramCount(buckets);
  if (total === 0) return null;
  const target = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    const c = buckets[i] ?? 0;
    if (c > 0 && seen + c >= target) {
      const low = bucketLow(i);
      const high = bucketHigh(i);
      return low + ((target - seen) / c) * (high - low);
    }
    seen += c;
  }
  return bucketHigh(buckets.length - 1);
}

/** How many values of a histogram lie at or above `limit` (stored units; whole buckets from the one whose lower bound reaches it). */
export function countAbove(buckets: readonly number[], limit: number): number {
  let n = 0;
  for (let i = 0; i < buckets.length; i++) if (bucketLow(i) >= limit) n += buckets[i] ?? 0;
  return n;
}

/**
 * The statistics the canary judge uses (issue 35; services/canary-judge.ts): the standard normal
 * distribution and the two-proportion z-test. Pure functions, no I/O.
 */

/**
 * Φ(z), the standard normal cumulative distribution, through the complementary error function of
 * Numerical Recipes (`erfcc`, Chebyshev fit; relative error < 1.2e-7 everywhere, so tail
 * probabilities such as Φ(−5) ≈ 2.9e-7 stay accurate, unlike 1 − Φ from a plain erf).
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** The complementary error function erfc(x) (Numerical Recipes in C, 2nd ed., §6.2 `erfcc`). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The result of {@link twoProportionTest}. */
export interface ProportionTest {
  /** x₁/n₁ and x₂/n₂. */
  p1: number;
  p2: number;
  /** p₁ − p₂. */
  difference: number;
  /** (p₁ − p₂) / SE with the pooled proportion; 0 when SE is 0 (both 0 % or both 100 %). */
  z: number;
  /** One-sided p-value that p₁ > p₂: 1 − Φ(z) (computed as Φ(−z), exact in the tail). */
  pGreater: number;
  /** One-sided p-value that p₁ < p₂: Φ(z). */
  pLess: number;
}

/**
 * The two-proportion z-test with the pooled proportion: x₁ successes of n₁ trials against x₂ of n₂
 * (counts; a count above its trials is taken as the trials — rates per page view such as errors
 * may exceed one per page, the test reads them as "page views with an error"). Example: 50/1000
 * against 20/1000 → z ≈ 3.65, pGreater ≈ 0.00013; 30/1000 against 10/1000 → z ≈ 3.19,
 * pGreater ≈ 0.0007. Null when a side has no trials.
 */
export function twoProportionTest(x1: number, n1: number, x2: number, n2: number): ProportionTest | null {
  if (!(n1 > 0) || !(n2 > 0)) return null;
  const s1 = Math.min(Math.max(x1, 0), n1);
  const s2 = Math.min(Math.max(x2, 0), n2);
  const p1 = s1 / n1;
  const p2 = s2 / n2;
  const pooled = (s1 + s2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = se > 0 ? (p1 - p2) / se : 0;
  return { p1, p2, difference: p1 - p2, z, pGreater: normalCdf(-z), pLess: normalCdf(z) };
}

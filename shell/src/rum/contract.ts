/**
 * The values of the beacon's wire contract (issue 35; `contracts/src/calls/rum.ts`) that the
 * browser checks before sending. Copied, because `@amora/contracts` gives values to the page only
 * through `@amora/contracts/constants` (its main entry brings zod): typed with `satisfies`, so
 * `tsc` fails the day the contract's values change, and `__tests__/contract.test.ts` compares them.
 */
import type { RUM_LIMITS as CONTRACT_LIMITS, RUM_OUTCOMES as CONTRACT_OUTCOMES, RUM_VITALS as CONTRACT_VITALS, RumOutcome, RumVital } from '@amora/contracts';

/** One beacon's limits: body bytes, events, remotes named in `versions` (the API answers 413/400 beyond). */
export const LIMITS = { maxBodyBytes: 8192, maxEvents: 40, maxRemotes: 12 } as const satisfies typeof CONTRACT_LIMITS;

/** The outcome names a remote may report (`reportOutcome` of @amora/shared). */
export const OUTCOMES = ['signup_completed', 'message_sent', 'payment_started', 'payment_completed', 'lander_signup_click'] as const satisfies typeof CONTRACT_OUTCOMES;

/** The web vitals sent. */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const satisfies typeof CONTRACT_VITALS;

/** A vital's largest value the contract accepts (ms; CLS is unitless). */
export const MAX_VITAL_VALUE = 600_000;

/** A remote's name in a beacon: a registry name (`mf_chat`) or `shell`. */
export const REMOTE_NAME = /^(mf_[a-z]+|shell)$/;

/** A version in a beacon: 1–100 characters of letters, digits and `._+-`. */
export const VERSION = /^[A-Za-z0-9._+-]{1,100}$/;

/** Whether `name` is one of {@link OUTCOMES}. */
export const isOutcome = (name: string): name is RumOutcome => (OUTCOMES as readonly string[]).includes(name);

/** Whether `name` is one of {@link VITALS}. */
export const isVital = (name: string): name is RumVital => (VITALS as readonly string[]).includes(name);

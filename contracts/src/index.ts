/**
 * `@amora/contracts` — the wire contract of Amora's API (spec §3 entities, §5 rules, §7 calls):
 * zod schemas of every request and response body and of the account rules, types by `z.infer`.
 * Depends on nothing of ours. Browser code that needs only the plain values imports
 * `@amora/contracts/constants` (no zod); types are free everywhere (`import type`).
 */
export * from './constants';
export * from './entities';
export * from './rules';
export * from './calls';

/**
 * Hostile inputs for every call of the contract (issue 16): generated with fast-check from the
 * contract's body keys with fixed seeds, so a failure repeats. Used by the abuse suite
 * (abuse.test.ts, in-process) and by `npm run bench` (the running platform through the shell).
 */
import { API_CALLS, type ApiCall, deleteChatBody, profileUpdateBody, readChatBody, sendMessageBody } from '@amora/contracts';
import fc from 'fast-check';
import type { z } from 'zod';

/** Keys of the contract's request bodies plus those of the calls that have no body schema yet: what a hostile body aims at. */
const BODY_KEYS = [
  ...new Set([
    ...[sendMessageBody, readChatBody, deleteChatBody, profileUpdateBody].flatMap((schema) => Object.keys((schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {})),
    ...['email', 'password', 'password_repeat', 'old_password', 'name', 'date_of_birth', 'gender', 'token', 'profile', 'image', 'main', 'seen'],
    ...['reason', 'message', 'subject', 'text', 'language', 'notifications', 'kind', 'alert', 'bundle', 'code', 'status', 'version', 'manifest_url'],
  ]),
];

/** Values that break naive code: wrong types, huge and odd strings, numbers at the edges, nesting. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    2 ** 53,
    -(2 ** 31) - 1,
    1e308,
    Number.MIN_VALUE,
    '',
    ' ',
    '\u0000',
    '\ud800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧨 ‮rtl‬',
    'x'.repeat(100_000),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '1e1000',
    'NaN',
    [],
    {},
    [[[[[[[[[[[]]]]]]]]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 5 }),
);

/** A hostile JSON body: valid-looking keys with hostile values, prototype-pollution keys, or any JSON value at all. */
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...BODY_KEYS), hostileValue, { maxKeys: 6 }),
  fc.constantFrom(
    JSON.parse('{"__proto__": {"admin": true, "paid_user": true}}'),
    JSON.parse('{"constructor": {"prototype": {"paid_user": true}}}'),
    { profile: { $ne: null } },
    [{ profile: 1 }],
    'just a string',
    42,
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

/** The paths of the contract with their methods, without the event stream (it never ends). */
export const CALLS = API_CALLS.filter((c) => c.path !== '/api/events.php');

/** One hostile request: its URL (path and query) and, for writes, a raw body and its type. */
export interface HostileAttempt {
  url: string;
  payload?: string;
  type?: string;
}

/**
 * The hostile requests of one call: for a GET, `queries` hostile query strings; for a write,
 * `bodies` generated JSON bodies, a truncated JSON body, a text/plain body and a hostile query
 * with an empty body.
 */
export function hostileAttempts(call: ApiCall, bodies = 14): HostileAttempt[] {
  const queries = fc.sample(fc.dictionary(fc.constantFrom(...BODY_KEYS, 'id', 'conversation', 'before', 'limit', 'numResults', 'q', 'page'), fc.string({ maxLength: 40 }), { maxKeys: 4 }), {
    numRuns: 4,
    seed: 1124,
  });
  if (call.method === 'GET') return queries.map((q) => ({ url: `${call.path}?${new URLSearchParams(q).toString()}` }));
  return [
    ...fc.sample(hostileBody, { numRuns: bodies, seed: 20261124 }).map((payload) => ({ url: call.path, payload: JSON.stringify(payload), type: 'application/json' })),
    { url: call.path, payload: '{"profile": 1,', type: 'application/json' },
    { url: call.path, payload: 'profile=1', type: 'text/plain' },
    { url: `${call.path}?${new URLSearchParams(queries[0]).toString()}`, payload: '{}', type: 'application/json' },
  ];
}

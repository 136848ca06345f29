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

/** Keys a hostile query string aims at: the body keys plus the usual query parameters. */
const QUERY_KEYS = [...BODY_KEYS, 'id', 'conversation', 'before', 'limit', 'numResults', 'q', 'page'];

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

/** One hostile request: its URL (path and query) and, for writes, a raw body (text, or bytes that are no UTF-8) and its type. */
export interface HostileAttempt {
  url: string;
  payload?: string | Buffer;
  type?: string;
}

/**
 * Text that PostgreSQL and string code trip over (issue 29): U+0000, a lone high and a lone low
 * surrogate (JSON escapes, as a client sends them), and the overlong UTF-8 `C0 80` (a NUL in
 * disguise) as raw bytes of the body; in a query `%00` and `%C0%80`.
 */
const BAD_TEXT = ['a\u0000b', 'a\ud800b', 'a\udc00b', Buffer.from([0x61, 0xc0, 0x80, 0x62])] as const;
const BAD_QUERY_TEXT = ['a%00b', 'a%C0%80b'] as const;

/**
 * The bad text of {@link BAD_TEXT} in every text field of a call, one field per request: each
 * body key (a write) or query key (a GET) gets one of the kinds, the kind turning from key to key
 * and from call to call, so every field and every call meets each of them. The suites send these
 * as a member only: a visitor's requests would take the same way in (about 3,000 per role).
 */
export function badTextAttempts(call: ApiCall): HostileAttempt[] {
  const turn = CALLS.indexOf(call);
  if (call.method === 'GET') return QUERY_KEYS.map((key, i) => ({ url: `${call.path}?${encodeURIComponent(key)}=${BAD_QUERY_TEXT[(i + turn) % BAD_QUERY_TEXT.length]}` }));
  return BODY_KEYS.map((key, i) => {
    const text = BAD_TEXT[(i + turn) % BAD_TEXT.length] ?? '';
    // JSON.stringify writes U+0000 and lone surrogates as \u escapes; the overlong bytes go in raw.
    const payload = typeof text === 'string' ? JSON.stringify({ [key]: text }) : Buffer.concat([Buffer.from(`{${JSON.stringify(key)}:"`), text, Buffer.from('"}')]);
    return { url: call.path, payload, type: 'application/json' };
  });
}

/**
 * The hostile requests of one call: for a GET, `queries` hostile query strings; for a write,
 * `bodies` generated JSON bodies, a truncated JSON body, a text/plain body and a hostile query
 * with an empty body. Bad text in every field: {@link badTextAttempts}.
 */
export function hostileAttempts(call: ApiCall, bodies = 14): HostileAttempt[] {
  const queries = fc.sample(fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 40 }), { maxKeys: 4 }), {
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

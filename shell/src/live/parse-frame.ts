/**
 * Reads one frame of the live stream as the contract's `LiveEvent` (contracts/src/calls/events.ts)
 * without zod: the contract's zod schemas would bring 89 KB gzip of zod onto every member page that
 * has no form open (mf-signup dropped zod from the browser for the same reason). These checks
 * restate the contract's shapes; `__tests__/parse-frame.test.ts` holds them to `liveEvent` (same
 * verdict on valid frames and on every field missing or of the wrong type), so a contract change
 * fails there first.
 */
import type { LiveEvent } from '@amora/contracts';

type Check = (value: unknown) => boolean;

const int: Check = (v) => Number.isInteger(v);
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An object whose listed fields pass their checks (other fields are let through). */
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const status = oneOf('active', 'pending', 'disabled');
const image = shape({ id: int, filename: str, thumb_filename: str, status, premium: bool });
const profileFields = {
  id: int,
  name: str,
  age: int,
  gender: nullable(oneOf('female', 'male')),
  country: str,
  region: nullable(str),
  region_code: nullable(str),
  city: nullable(str),
  about: str,
  main_image: nullable(image),
  status: oneOf('active', 'disabled'),
  fictional: bool,
  online: bool,
  images_count: int,
};
const profile = shape(profileFields);

/** A whole chat message (contract `chatMessage`): the `message` frame's data. */
export const isChatMessage = shape({
  id: int,
  conversation_id: int,
  client_message_id: nullable(str),
  from_me: bool,
  kind: oneOf('text', 'photo', 'gift'),
  text: str,
  photo: optional(shape({ filename: nullable(str), status })),
  gift: optional(shape({ id: int, key: str, image: str })),
  created_at: str,
});

const DATA: Record<LiveEvent['type'], Check> = {
  message: isChatMessage,
  read: shape({ conversation_id: int, num_unread_messages: oneOf(0) }),
  like: shape({ profile: shape({ ...profileFields, like_new: bool, liked_at: str }) }),
  match: shape({ profile }),
  credits: shape({ credits: int }),
  chats: shape({ conversation_id: optional(int) }),
  ready: shape({ cursor: int, resumed: bool }),
  resync: shape({ cursor: int, reason: oneOf('expired', 'unknown_cursor', 'too_many') }),
};

/** Whether `{id, type, data}` is a valid frame of the contract's `liveEvent`. */
export function isLiveEvent(frame: { id: unknown; type: unknown; data: unknown }): frame is LiveEvent {
  const check = typeof frame.type === 'string' && Object.hasOwn(DATA, frame.type) ? DATA[frame.type as LiveEvent['type']] : undefined;
  return int(frame.id) && (frame.id as number) >= 0 && check !== undefined && check(frame.data);
}

/**
 * One `MessageEvent` of the EventSource as `{id, type, data}` (id from `lastEventId`, type from the
 * event name, data parsed from JSON), or `null` when it is not a valid frame.
 */
export function parseFrame(event: Event): LiveEvent | null {
  const { data, lastEventId } = event as MessageEvent<unknown>;
  if (typeof data !== 'string' || !/^\d+$/.test(lastEventId)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const frame = { id: Number(lastEventId), type: event.type, data: json };
  return isLiveEvent(frame) ? frame : null;
}

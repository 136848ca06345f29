/**
 * The live event stream `GET /api/events.php` (docs/design.md §7): Server-Sent Events for the signed-in
 * member. Each frame on the wire is
 *
 *     id: <cursor>\nevent: <type>\ndata: <JSON>\n\n
 *
 * `id` is the member's own cursor (1, 2, 3, … per member, in the order the writes committed);
 * reconnecting with `Last-Event-ID: <cursor>` (EventSource does it by itself) or
 * `?last_event_id=<cursor>` replays the stored events after it (kept 24 h), then goes on live,
 * none twice. `liveEvent` is one frame as `{id, type, data}` (id from `lastEventId`, type from
 * the event name, data parsed from JSON); the browser side validates with it.
 *
 * Publishable types (api `app.live.publish`): message, read, like, match, credits, chats; which
 * call publishes which is in docs/architecture.md ("Who publishes what") and api/README.md.
 * Control frames the stream itself sends: `ready` (once per connection, after the replay) and
 * `resync` (the missed events are gone or too many: refetch everything, then go on).
 */
import { z } from 'zod';
import { chatMessage, likedByEntry, profile } from '../entities';

/** The types other API routes publish (api: `LiveEventType`). */
export const LIVE_EVENT_TYPES = ['message', 'read', 'like', 'match', 'credits', 'chats'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * `message`: a new chat message in one of the member's conversations (also the member's own, sent
 * from another tab): the `chatMessage` of `GET /api/chat.php` as this member sees it (`from_me`;
 * the partner's `client_message_id` is null). Published by `POST /api/chat.php` to both members,
 * never for an idempotent replay.
 */
export const liveMessageData = chatMessage;
/** `read`: the member's unread count of a conversation went to 0 (read on another tab or device). */
export const liveReadData = z.object({
  conversation_id: z.number().int(),
  num_unread_messages: z.literal(0),
});
/** `like`: a profile liked the member (the entry of `liked_by` in `GET /api/likes.php`). */
export const liveLikeData = z.object({ profile: likedByEntry });
/** `match`: the member and `profile` like each other now. */
export const liveMatchData = z.object({ profile });
/** `credits`: the member's new credit balance (`user.credits`). */
export const liveCreditsData = z.object({ credits: z.number().int() });
/**
 * `chats`: the member's chat list changed (a conversation opened, removed or reordered): refetch
 * `GET /api/chats.php`; `conversation_id` when one conversation is concerned.
 */
export const liveChatsData = z.object({ conversation_id: z.number().int().optional() });

/** Data of each publishable type. */
export const LIVE_EVENT_DATA = {
  message: liveMessageData,
  read: liveReadData,
  like: liveLikeData,
  match: liveMatchData,
  credits: liveCreditsData,
  chats: liveChatsData,
} as const satisfies Record<LiveEventType, z.ZodType>;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof LIVE_EVENT_DATA)[T]>;

/** `ready`: replay done, live from here; `cursor` = the last event id (also the frame's `id`). */
export const liveReadyData = z.object({ cursor: z.number().int(), resumed: z.boolean() });
/**
 * `resync`: events after the client's cursor cannot be replayed (`expired`: older than the
 * retention; `unknown_cursor`: a cursor this member never had; `too_many`: more than the replay
 * limit). Refetch user, chats and likes; the frame's `id` is the new cursor.
 */
export const liveResyncData = z.object({
  cursor: z.number().int(),
  reason: z.enum(['expired', 'unknown_cursor', 'too_many']),
});

const frame = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: z.number().int().nonnegative(), type: z.literal(type), data });

/** One frame of the stream as `{id, type, data}`. */
export const liveEvent = z.discriminatedUnion('type', [
  frame('message', liveMessageData),
  frame('read', liveReadData),
  frame('like', liveLikeData),
  frame('match', liveMatchData),
  frame('credits', liveCreditsData),
  frame('chats', liveChatsData),
  frame('ready', liveReadyData),
  frame('resync', liveResyncData),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** The stream's reconnect delay hint (`retry:` field), milliseconds. */
export const LIVE_RETRY_MS = 3000;
/** The stream's heartbeat: a comment line at least this often, milliseconds. */
export const LIVE_HEARTBEAT_MS = 25_000;

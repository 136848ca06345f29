/**
 * The browser side of the live event stream (docs/design.md §7, docs/architecture.md "Live event
 * stream"): one `EventSource` on `GET /api/events.php` whose frames become bus events.
 *
 * Loaded lazily by ./start-live-stream, for logged-in members only (the visitor landing page's JS
 * budget is spent, docs/design.md §6). Frames are checked against the contract's `liveEvent` shapes by
 * ./parse-frame, without zod.
 */
import type { LiveEvent } from '@amora/contracts';
import { type ChatMessage, bus, refreshUser } from '@amora/shared';
import { parseFrame } from './parse-frame';

/** The stream's path (same origin, through the shell's `/api` proxy; the session cookie authenticates). */
export const LIVE_EVENTS_URL = '/api/events.php';

/** The event names the stream sends (`event:` lines), each listened to on the source. */
const FRAME_TYPES = ['message', 'read', 'like', 'match', 'credits', 'chats', 'ready', 'resync'] as const;

/** `EventSource.CLOSED`: the browser gave up on this source and will not reconnect by itself. */
const CLOSED = 2;

/** The part of `EventSource` used here, so tests can hand in a fake (jsdom has no EventSource). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** Opens a source on `url` (default: `new EventSource(url)`). */
export type LiveSourceFactory = (url: string) => LiveSource;

export interface LiveStreamOptions {
  /** Makes the `EventSource`; tests pass a fake. */
  createSource?: LiveSourceFactory;
  /**
   * Delay in ms before this module reopens a source the browser closed for good (an HTTP error
   * answer such as a 502 or 403, not a dropped connection, which EventSource retries itself),
   * by attempt 0, 1, 2 …; default 3 s doubling up to 60 s.
   */
  reopenDelay?: (attempt: number) => number;
  /**
   * The cursor the member's state on the page was read at (`BootData.live_cursor`): the stream
   * opens from it, so an event committed before it connected is replayed, not lost.
   */
  cursor?: number | null;
}

/** An open stream. */
export interface LiveStream {
  /** Closes the source for good (logout); no reopen follows. */
  close(): void;
  /** The last cursor received (`id` of the last valid frame), `null` before the first one. */
  readonly cursor: number | null;
}

const defaultDelay = (attempt: number) => Math.min(3_000 * 2 ** attempt, 60_000);

/** Puts one valid frame on the bus (the mapping of docs/design.md §7). */
function publish(frame: LiveEvent): void {
  switch (frame.type) {
    case 'message': {
      bus.emit('chat:message', { message: frame.data as ChatMessage });
      bus.emit('chats:refresh', {});
      break;
    }
    case 'read': {
      const conversation = frame.data.conversation_id;
      // The unread badge drops at once; the list itself reloads next.
      const chats = bus.chats$.value;
      if (chats?.some((c) => c.id === conversation && c.num_unread_messages > 0)) {
        bus.chats$.next(chats.map((c) => (c.id === conversation ? { ...c, num_unread_messages: 0 } : c)));
      }
      bus.emit('chat:read', { conversation });
      bus.emit('chats:refresh', {});
      break;
    }
    case 'like':
      bus.emit('like:received', { entry: frame.data.profile });
      bus.emit('likes:refresh', {});
      break;
    case 'match':
      bus.emit('match:found', { profile: frame.data.profile });
      bus.emit('likes:refresh', {});
      break;
    case 'credits': {
      const { credits } = frame.data;
      const user = bus.auth$.value;
      if (user && user.credits !== credits) bus.auth$.next({ ...user, credits });
      bus.emit('credits:changed', { credits });
      break;
    }
    case 'chats':
      bus.emit('chats:refresh', {});
      break;
    case 'ready':
      break; // the status is set by the caller
    case 'resync':
      // Events were lost: reload everything the stream would have updated (like a refresh of spec §9).
      bus.emit('chats:refresh', {});
      bus.emit('likes:refresh', {});
      void refreshUser();
      break;
  }
}

/**
 * Opens the member's stream and keeps it open until `close()`. Frames are checked against the
 * contract's `liveEvent` (./parse-frame) and put on the bus: `message` → `chat:message` +
 * `chats:refresh`, `read` → `chat:read` + `chats:refresh`, `like` → `like:received` +
 * `likes:refresh`, `match` → `match:found` + `likes:refresh`, `credits` → the member on `bus.auth$`
 * + `credits:changed`, `chats` → `chats:refresh`, `resync` → `chats:refresh` + `likes:refresh` +
 * `GET /api/user.php`. `ready` and errors publish `live:status` (on change only). An invalid frame
 * is skipped (one console warning).
 *
 * A dropped connection is retried by EventSource itself, which sends `Last-Event-ID`; a source the
 * browser closed for good is reopened here after `reopenDelay`, with `?last_event_id=<cursor>` so
 * the API replays what was missed.
 */
export function openLiveStream({ createSource = (url) => new EventSource(url), reopenDelay = defaultDelay, cursor: from = null }: LiveStreamOptions = {}): LiveStream {
  let source: LiveSource | null = null;
  let cursor: number | null = from;
  let connected: boolean | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let warned = false;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    bus.emit('live:status', { connected: value });
  };

  const onFrame = (from: LiveSource, event: Event) => {
    if (closed || from !== source) return; // a late frame of a replaced source
    const frame = parseFrame(event);
    if (!frame) {
      if (!warned) console.warn('live stream: ignored an invalid frame', event.type, (event as MessageEvent).data);
      warned = true;
      return;
    }
    cursor = frame.id;
    if (frame.type === 'ready') {
      attempts = 0;
      setConnected(true);
    }
    try {
      publish(frame);
    } catch (error) {
      // A bus subscriber that throws must not stop the stream.
      console.error('live stream: handling a frame failed', error);
    }
  };

  const onError = (from: LiveSource) => {
    if (closed || from !== source) return;
    setConnected(false);
    if (source?.readyState !== CLOSED) return; // EventSource reconnects by itself (with Last-Event-ID)
    source = null;
    timer = setTimeout(open, reopenDelay(attempts++));
  };

  function open() {
    if (closed) return;
    const url = cursor === null ? LIVE_EVENTS_URL : `${LIVE_EVENTS_URL}?last_event_id=${cursor}`;
    const next = createSource(url);
    source = next;
    for (const type of FRAME_TYPES) next.addEventListener(type, (event) => onFrame(next, event));
    next.addEventListener('error', () => onError(next));
  }

  open();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    },
    get cursor() {
      return cursor;
    },
  };
}

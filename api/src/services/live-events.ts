/**
 * The live event hub of one API process (docs/design.md §7): stores members' events, fans them out
 * through PostgreSQL `LISTEN/NOTIFY` and hands them to the open streams of this process
 * (`GET /api/events.php`, routes/events.ts).
 *
 * One code path for both databases, in three rooms:
 *  - here, the hub: `publish` inserts one `live_events` row per member (its per-member cursor taken
 *    from `live_event_cursors`, see migration 007) and `select pg_notify(channel, 'id:user,…')`, in
 *    the caller's transaction when given — both done by the database function `amora_live_publish`
 *    (migration 031), which the chat send's and the like's own functions call too. PostgreSQL delivers a NOTIFY only when (and if) that
 *    transaction commits, so an event exists and is announced only if the write it belongs to
 *    committed; a rollback takes both away. Also the replay of a reconnecting stream and the prune;
 *  - live-listener.ts: every process LISTENs on the schema's channel and hands the announced rows
 *    to its open streams;
 *  - live-presence.ts: which members have a stream open on some process (`live_presence`).
 */
import {
  LIVE_EVENT_DATA,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  type LiveEventData,
  type LiveEventType,
  type liveResyncData,
} from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { type Database, databaseBackend } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { LISTENER, LiveListener, type LiveSubscriber, type StoredLiveEvent, liveChannel } from './live-listener.js';
import { LivePresence, PRESENCE } from './live-presence.js';
import { StreamSessions } from './stream-sessions.js';

export type { LiveEventData, LiveEventType } from '@amora/contracts';
export type { LiveSubscriber, StoredLiveEvent } from './live-listener.js';

/** Tunables of the live stream. */
export const LIVE = {
  /** Heartbeat comment on every open stream (keeps proxies and the shell's undici body timeout of 300 s away). */
  heartbeatMs: LIVE_HEARTBEAT_MS,
  /** `retry:` hint sent at the start of each stream. */
  retryMs: LIVE_RETRY_MS,
  /** Stored events older than this are pruned; a client further behind gets `resync`. */
  retentionMs: 24 * 60 * 60 * 1000,
  /** How often the scheduler prunes (services/periodic-jobs.ts, one process for all). */
  pruneIntervalMs: 60 * 60 * 1000,
  /** At most this many events are replayed on reconnect; more → `resync` (too_many). */
  replayLimit: 500,
  /** A stream whose unsent output exceeds this is closed (the client resumes with Last-Event-ID). */
  maxPendingBytes: 1024 * 1024,
  /** The listener's: NOTIFY payload size, reconnect delays (live-listener.ts). */
  ...LISTENER,
  /** Presence rows' validity and renewal (live-presence.ts). */
  ...PRESENCE,
} as const;

/** An event as published by a route: its type and the data of that type (contract: LIVE_EVENT_DATA). */
export type LiveEventInput<T extends LiveEventType = LiveEventType> = { [K in T]: { type: K; data: LiveEventData<K> } }[T];

/** One event of {@link LiveHub.publishAll} and its recipients: members by `users.id` and/or by profile id. */
export interface LiveDelivery {
  users?: readonly number[];
  profiles?: readonly number[];
  event: LiveEventInput;
}

/**
 * Something more that follows the events, in the publishing transaction (the notification mails'
 * queue, services/notification-queue.ts): it runs after the events are stored, with the same executor, so
 * what it writes exists only if the event does.
 */
export type LiveSink = (deliveries: readonly LiveDelivery[], q: Kysely<DB>) => Promise<void>;

/** What the repositories need of the hub to publish inside their transactions (tests and CLIs pass none). */
export type LivePublisher = Pick<LiveHub, 'publishAll'>;

function validIds(ids: readonly number[] | undefined): number[] {
  return [...new Set(ids ?? [])].filter((id) => Number.isInteger(id) && id > 0);
}

/** What a reconnecting stream replays. */
export interface Replay {
  events: StoredLiveEvent[];
  /** The member's cursor after the replay. */
  last: number;
  /** Set when the events after the client's cursor cannot be replayed. */
  resync?: z.infer<typeof liveResyncData>['reason'];
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * The hub of one process. Create it with `LiveHub.open(db, log)` (starts listening), publish
 * with `publish`, stop with `stop()` (after `closeStreams()`).
 */
export class LiveHub {
  readonly channel: string;
  readonly #db: Database;
  readonly #listener: LiveListener;
  readonly #presence: LivePresence;
  readonly #sinks: LiveSink[] = [];
  /** The sessions of this process's open streams: touched and checked in batches (stream-sessions.ts; issue 34). */
  readonly sessions: StreamSessions;

  private constructor(db: Database, channel: string, listener: LiveListener, presence: LivePresence, sessions: StreamSessions) {
    this.#db = db;
    this.channel = channel;
    this.#listener = listener;
    this.#presence = presence;
    this.sessions = sessions;
  }

  /** Opens the hub on a database from `openDatabase` and starts listening (and the presence renewal and the streams' session checks; the prune is a periodic job of the scheduler, services/periodic-jobs.ts). */
  static async open(db: Database, log: Logger): Promise<LiveHub> {
    const backend = databaseBackend(db);
    if (!backend) throw new Error('The live event stream needs a database opened by openDatabase() (db/index.ts).');
    const channel = await liveChannel(db);
    const presence = new LivePresence(db, log);
    const listener = await LiveListener.open({ db, backend, channel, log, presence });
    const sessions = new StreamSessions(db, log);
    const hub = new LiveHub(db, channel, listener, presence, sessions);
    presence.start();
    sessions.start();
    return hub;
  }

  /**
   * Publishes one event to members (`users.id`; unknown or deleted members are skipped). With
   * `trx`, the rows and the NOTIFY are part of that transaction: delivered after it commits,
   * never if it rolls back. Call it at the end of the transaction: it locks each member's cursor
   * row until the commit, which orders concurrent publishers to the same member. Returns the
   * number of events stored. A transaction that publishes several events to different members
   * uses {@link publishAll} (one call: the cursor rows are locked in one order).
   */
  publish<T extends LiveEventType>(userIds: readonly number[], event: LiveEventInput<T>, trx?: Kysely<DB>): Promise<number> {
    return this.publishAll([{ users: userIds, event: event as LiveEventInput }], trx);
  }

  /** `publish` addressed by profile ids (chats and likes know profiles); profiles without a member are skipped. */
  publishToProfiles<T extends LiveEventType>(profileIds: readonly number[], event: LiveEventInput<T>, trx?: Kysely<DB>): Promise<number> {
    return this.publishAll([{ profiles: profileIds, event: event as LiveEventInput }], trx);
  }

  /** Adds a sink that every later `publishAll` runs in its transaction (see {@link LiveSink}). */
  addSink(sink: LiveSink): void {
    this.#sinks.push(sink);
  }

  /**
   * Publishes several events at once, each to its members (by `users` ids and/or `profiles`
   * ids), in the given order, in `trx` when given (call it last in the transaction, as
   * {@link publish}), in one statement: the database function `amora_live_publish` (migration 031,
   * which the chat send and the like call themselves). It bumps each member's cursor by the number
   * of his events and gives his events the cursors in the order given, locking all recipients'
   * cursor rows in ascending member order, so two transactions publishing to the same members in
   * opposite orders (A writes to B while B writes to A) wait for each other instead of
   * deadlocking; it announces the stored rows as `id:user,…` payloads of at most 250 pairs (under
   * PostgreSQL's 8,000-byte limit). Returns the number of events stored.
   */
  async publishAll(deliveries: readonly LiveDelivery[], trx?: Kysely<DB>): Promise<number> {
    const items = deliveries
      .map((d) => ({ users: validIds(d.users), profiles: validIds(d.profiles), event: d.event }))
      .filter((d) => d.users.length > 0 || d.profiles.length > 0);
    if (items.length === 0) return 0;
    // Validated before anything is written: a wrong shape is a bug of the caller, not of the stream.
    const prepared = items.map((d) => ({ type: d.event.type, data: (LIVE_EVENT_DATA[d.event.type] as z.ZodType).parse(d.event.data), users: d.users, profiles: d.profiles }));
    const run = async (q: Kysely<DB>): Promise<number> => {
      const { rows } = await sql<{ n: number }>`select amora_live_publish(${JSON.stringify(prepared)}::jsonb) as n`.execute(q);
      for (const sink of this.#sinks) await sink(items, q);
      return rows[0]?.n ?? 0;
    };
    return trx ? run(trx) : this.#db.transaction().execute(run);
  }

  /**
   * Adds a handler of ended sessions, from any process (the session cache's forgetting;
   * plugins/live.ts): the `sessions_ended` trigger (migration 028) announces every deletion of
   * session rows as `ended:<user>,…`.
   */
  onSessionsEnded(handler: (userIds: number[]) => void): void {
    this.#listener.onSessionsEnded(handler);
  }

  /**
   * Adds a handler of the members whose live events any process stored (LiveListener.onNotified):
   * this process forgets what it caches of them (plugins/live.ts; issue 33).
   */
  onNotified(handler: (userIds: number[]) => void): void {
    this.#listener.onNotified(handler);
  }

  /** Registers an open stream; returns its unsubscribe. Subscribe before `replay` (see routes/events.ts). */
  subscribe(subscriber: LiveSubscriber): () => void {
    return this.#listener.subscribe(subscriber);
  }

  /**
   * Whether a member has the site open: a live stream on this process, or a presence row of
   * another process still valid (issue 15: the notification worker sends no push then).
   */
  async isOnline(userId: number): Promise<boolean> {
    return this.#listener.hasStream(userId) || this.#presence.listed(userId);
  }

  /**
   * The member's cursor now: the `seq` of their newest event, 0 before the first. A page that loads
   * the member's state opens its stream from here (`?last_event_id=`), so an event committed
   * between the two is replayed instead of lost.
   */
  async cursorOf(userId: number): Promise<number> {
    const row = await this.#db.selectFrom('live_event_cursors').select('last_seq').where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.last_seq ?? 0);
  }

  /** Open streams of this process (for tests and logs). */
  get streamCount(): number {
    return this.#listener.streamCount;
  }

  /**
   * The member's stored events after `after` (null: none, just the current cursor), or a resync
   * reason when they cannot be replayed exactly.
   */
  async replay(userId: number, after: number | null): Promise<Replay> {
    const cursor = await this.#db
      .selectFrom('live_event_cursors')
      .select('last_seq')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const last = cursor?.last_seq ?? 0;
    if (after === null || after === last) return { events: [], last };
    if (after > last) return { events: [], last, resync: 'unknown_cursor' };
    const rows = await this.#db
      .selectFrom('live_events')
      .select(['seq', 'type', 'data'])
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(LIVE.replayLimit + 1)
      .execute();
    const newest = Math.max(last, rows.at(-1)?.seq ?? 0);
    if (rows.length > LIVE.replayLimit) return { events: [], last: newest, resync: 'too_many' };
    // Cursor N > after is committed, so seq after+1 was stored unless the prune took it.
    if (rows[0]?.seq !== after + 1) return { events: [], last: newest, resync: 'expired' };
    return { events: rows.map((r) => ({ seq: r.seq, type: r.type as LiveEventType, data: r.data })), last: newest };
  }

  /** Deletes stored events older than the retention (cursors stay). Returns how many. */
  async prune(olderThanMs: number = LIVE.retentionMs): Promise<number> {
    const result = await this.#db
      .deleteFrom('live_events')
      .where('created_at', '<', new Date(Date.now() - olderThanMs))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends every open stream of this process (shutdown): clients reconnect elsewhere and resume. */
  closeStreams(): void {
    this.#listener.closeStreams();
  }

  /** Stops listening and removes this process's presence rows. */
  async stop(): Promise<void> {
    this.sessions.stop();
    // Presence first: it stops writing at once, so the streams the listener ends next write no rows.
    await Promise.all([this.#presence.stop(), this.#listener.stop()]);
  }
}

/**
 * The live event hub of one API process (docs/design.md §7): stores members' events, fans them out
 * through PostgreSQL `LISTEN/NOTIFY` and hands them to the open streams of this process
 * (`GET /api/events.php`, routes/events.ts).
 *
 * One code path for both databases:
 *  - `publish` inserts one `live_events` row per member (its per-member cursor taken from
 *    `live_event_cursors`, see migration 007) and `select pg_notify(channel, 'id:user,…')`, in the
 *    caller's transaction when given. PostgreSQL delivers a NOTIFY only when (and if) that
 *    transaction commits, so an event exists and is announced only if the write it belongs to
 *    committed; a rollback takes both away.
 *  - Every process LISTENs on the channel: on PostgreSQL through one dedicated `pg.Client` (not
 *    from the pool), on PGlite through the embedded client's own `listen` (PGlite implements
 *    LISTEN/NOTIFY in process, with the same commit semantics). A notification names row ids and
 *    members; the process reads the rows of members it has streams for and delivers them.
 *
 * The channel is per schema (`amora_live`, or `amora_live_<schema>` outside `public`), so test runs
 * in separate schemas of one database do not hear each other.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  LIVE_EVENT_DATA,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  type LiveEventData,
  type LiveEventType,
  type liveResyncData,
} from '@amora/contracts';
import { randomUUID } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import type { z } from 'zod';
import { type Database, databaseBackend } from '../db/index.js';
import type { DB } from '../db/schema.js';

export type { LiveEventData, LiveEventType } from '@amora/contracts';

/** Tunables of the live stream. */
export const LIVE = {
  /** Heartbeat comment on every open stream (keeps proxies and the shell's undici body timeout of 300 s away). */
  heartbeatMs: LIVE_HEARTBEAT_MS,
  /** `retry:` hint sent at the start of each stream. */
  retryMs: LIVE_RETRY_MS,
  /** Stored events older than this are pruned; a client further behind gets `resync`. */
  retentionMs: 24 * 60 * 60 * 1000,
  /** How often each process prunes. */
  pruneIntervalMs: 60 * 60 * 1000,
  /** At most this many events are replayed on reconnect; more → `resync` (too_many). */
  replayLimit: 500,
  /** A stream whose unsent output exceeds this is closed (the client resumes with Last-Event-ID). */
  maxPendingBytes: 1024 * 1024,
  /** NOTIFY payloads stay under PostgreSQL's 8000-byte limit. */
  notifyPayloadBytes: 7000,
  /** Reconnect delays of the PostgreSQL listener, ms. */
  listenerBackoffMs: [500, 1000, 2000, 5000, 10_000],
  /** A member's presence row (`live_presence`) is valid this long unless its process renews it. */
  presenceTtlMs: 90_000,
  /** How often a process renews the presence rows of its open streams. */
  presenceRenewMs: 30_000,
} as const;

/** A presence row's `until`: the database's clock (every process reads it) plus `LIVE.presenceTtlMs`. */
const presenceUntil = () => sql<Date>`now() + make_interval(secs => ${LIVE.presenceTtlMs / 1000})`;

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

/** `u.id in (…) or u.profile_id in (…)` over the given ids (at least one list non-empty). */
function recipientsOf(users: readonly number[], profiles: readonly number[]) {
  const parts: RawBuilder<unknown>[] = [];
  if (users.length > 0) parts.push(sql`u.id in (${sql.join([...new Set(users)])})`);
  if (profiles.length > 0) parts.push(sql`u.profile_id in (${sql.join([...new Set(profiles)])})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** A stored event as the stream sends it: `seq` is the member's cursor (the SSE `id`). */
export interface StoredLiveEvent {
  seq: number;
  type: LiveEventType;
  data: unknown;
}

/** An open stream of this process. */
export interface LiveSubscriber {
  userId: number;
  /** Events of this member in cursor order (may repeat ones already sent: the stream de-duplicates). */
  push(events: StoredLiveEvent[]): void;
  /** End the stream (shutdown, lost listener): the client reconnects and resumes with its cursor. */
  close(): void;
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

/** Where notifications come from: a LISTEN on the channel. */
interface NotificationSource {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The NOTIFY payloads for rows `id:user`, each under the size limit. */
export function notifyPayloads(rows: { id: string | number | bigint; user_id: number }[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const row of rows) {
    const pair = `${row.id}:${row.user_id}`;
    if (current && current.length + 1 + pair.length > LIVE.notifyPayloadBytes) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${pair}` : pair;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** Parses `id:user,id:user` (ignores anything malformed). */
export function parseNotifyPayload(payload: string): { id: string; userId: number }[] {
  const out: { id: string; userId: number }[] = [];
  for (const pair of payload.split(',')) {
    const match = /^(\d+):(\d+)$/.exec(pair);
    if (match?.[1] && match[2]) out.push({ id: match[1], userId: Number(match[2]) });
  }
  return out;
}

/**
 * The hub of one process. Create it with `LiveHub.open(db, log)` (starts listening), publish
 * with `publish`, stop with `stop()` (after `closeStreams()`).
 */
export class LiveHub {
  readonly channel: string;
  readonly #db: Database;
  readonly #log: Logger;
  readonly #subscribers = new Map<number, Set<LiveSubscriber>>();
  #source: NotificationSource | null = null;
  /** Row ids announced for members with streams here, waiting to be read. */
  #pending = new Map<string, number>();
  #draining: Promise<void> | null = null;
  #pruneTimer: NodeJS.Timeout | null = null;
  /** This process in `live_presence`; its writes run one after another, in the order of the streams' opening and closing. */
  readonly #processId = randomUUID();
  #presence: Promise<void> = Promise.resolve();
  #presenceTimer: NodeJS.Timeout | null = null;
  #stopped = false;
  readonly #sinks: LiveSink[] = [];

  private constructor(db: Database, channel: string, log: Logger) {
    this.#db = db;
    this.channel = channel;
    this.#log = log;
  }

  /** Opens the hub on a database from `openDatabase` and starts listening (and the hourly prune). */
  static async open(db: Database, log: Logger): Promise<LiveHub> {
    const backend = databaseBackend(db);
    if (!backend) throw new Error('The live event stream needs a database opened by openDatabase() (db/index.ts).');
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
    const channel = (schema === 'public' ? 'amora_live' : `amora_live_${schema}`).slice(0, 63);
    const hub = new LiveHub(db, channel, log);
    const onPayload = (payload: string) => hub.#onNotify(payload);
    hub.#source =
      backend.kind === 'pglite'
        ? new PGliteSource(db, backend.client, channel, onPayload)
        : new PostgresSource(backend.pool, channel, onPayload, () => hub.#onListenerLost(), log);
    await hub.#source.start();
    hub.#pruneTimer = setInterval(() => {
      hub.prune().catch((error: unknown) => log.error({ err: error }, 'pruning live events failed'));
    }, LIVE.pruneIntervalMs);
    hub.#pruneTimer.unref();
    hub.#presenceTimer = setInterval(() => {
      hub.#writePresence((db) => db.updateTable('live_presence').set({ until: presenceUntil() }).where('process_id', '=', hub.#processId).execute());
    }, LIVE.presenceRenewMs);
    hub.#presenceTimer.unref();
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
   * {@link publish}). All recipients' cursor rows are locked first, in ascending member order, so
   * two transactions publishing to the same members in opposite orders (A writes to B while B
   * writes to A) wait for each other instead of deadlocking. Returns the number of events stored.
   */
  async publishAll(deliveries: readonly LiveDelivery[], trx?: Kysely<DB>): Promise<number> {
    const items = deliveries
      .map((d) => ({ users: validIds(d.users), profiles: validIds(d.profiles), event: d.event }))
      .filter((d) => d.users.length > 0 || d.profiles.length > 0);
    if (items.length === 0) return 0;
    // Validated before anything is written: a wrong shape is a bug of the caller, not of the stream.
    const prepared = items.map((d) => ({
      recipients: recipientsOf(d.users, d.profiles),
      type: d.event.type,
      data: JSON.stringify((LIVE_EVENT_DATA[d.event.type] as z.ZodType).parse(d.event.data)),
    }));
    const run = async (q: Kysely<DB>): Promise<number> => {
      if (prepared.length > 1) {
        const all = recipientsOf(
          items.flatMap((d) => d.users),
          items.flatMap((d) => d.profiles),
        );
        await sql`
          insert into live_event_cursors as c (user_id, last_seq)
          select u.id, 0 from users u where ${all} and u.deleted_at is null order by u.id
          on conflict (user_id) do update set last_seq = c.last_seq`.execute(q);
      }
      let stored = 0;
      for (const p of prepared) stored += await this.#insert(q, p.recipients, p.type, p.data);
      for (const sink of this.#sinks) await sink(items, q);
      return stored;
    };
    return trx ? run(trx) : this.#db.transaction().execute(run);
  }

  /** Stores one event per recipient (bumping each cursor) and announces the rows. */
  async #insert(q: Kysely<DB>, recipients: RawBuilder<unknown>, type: LiveEventType, data: string): Promise<number> {
    // Ascending member order: concurrent publishers lock cursor rows in the same order.
    const { rows } = await sql<{ id: string | number | bigint; user_id: number }>`
      with recipients as (
        select u.id as user_id from users u where ${recipients} and u.deleted_at is null
      ), bumped as (
        insert into live_event_cursors as c (user_id, last_seq)
        select user_id, 1 from recipients order by user_id
        on conflict (user_id) do update set last_seq = c.last_seq + 1
        returning user_id, last_seq
      )
      insert into live_events (user_id, seq, type, data)
      select user_id, last_seq, ${type}, ${data}::jsonb from bumped
      returning id, user_id`.execute(q);
    for (const payload of notifyPayloads(rows)) {
      await sql`select pg_notify(${this.channel}, ${payload})`.execute(q);
    }
    return rows.length;
  }

  /** Registers an open stream; returns its unsubscribe. Subscribe before `replay` (see routes/events.ts). */
  subscribe(subscriber: LiveSubscriber): () => void {
    const { userId } = subscriber;
    let set = this.#subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.#subscribers.set(userId, set);
      this.#writePresence((db) =>
        db
          .insertInto('live_presence')
          .values({ user_id: userId, process_id: this.#processId, until: presenceUntil() })
          .onConflict((c) => c.columns(['user_id', 'process_id']).doUpdateSet({ until: presenceUntil() }))
          .execute(),
      );
    }
    set.add(subscriber);
    return () => {
      const current = this.#subscribers.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size > 0) return;
      this.#subscribers.delete(userId);
      this.#writePresence((db) => db.deleteFrom('live_presence').where('user_id', '=', userId).where('process_id', '=', this.#processId).execute());
    };
  }

  /**
   * Whether a member has the site open: a live stream on this process, or a presence row of
   * another process still valid (issue 15: the notification worker sends no push then).
   */
  async isOnline(userId: number): Promise<boolean> {
    if (this.#subscribers.has(userId)) return true;
    const row = await this.#db.selectFrom('live_presence').select('user_id').where('user_id', '=', userId).where('until', '>', sql<Date>`now()`).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Queues a write of this process's presence rows after the ones before it; none after `stop`. A
   * failure is logged (the rows expire anyway).
   */
  #writePresence(write: (db: Database) => Promise<unknown>): void {
    if (this.#stopped) return;
    this.#presence = this.#presence
      .then(() => write(this.#db))
      .then(
        () => undefined,
        (error: unknown) => this.#log.error({ err: error }, 'writing live presence failed'),
      );
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
    let n = 0;
    for (const set of this.#subscribers.values()) n += set.size;
    return n;
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
    for (const set of [...this.#subscribers.values()]) {
      for (const subscriber of [...set]) subscriber.close();
    }
  }

  /** Stops listening and pruning, and removes this process's presence rows. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#pruneTimer) clearInterval(this.#pruneTimer);
    if (this.#presenceTimer) clearInterval(this.#presenceTimer);
    this.closeStreams();
    await this.#presence;
    await this.#db
      .deleteFrom('live_presence')
      .where('process_id', '=', this.#processId)
      .execute()
      .catch((error: unknown) => this.#log.error({ err: error }, 'clearing live presence failed'));
    await this.#draining?.catch(() => undefined);
    await this.#source?.stop();
  }

  #onNotify(payload: string): void {
    if (this.#stopped) return;
    for (const { id, userId } of parseNotifyPayload(payload)) {
      if (this.#subscribers.has(userId)) this.#pending.set(id, userId);
    }
    if (this.#pending.size > 0 && !this.#draining) {
      this.#draining = this.#drain().finally(() => {
        this.#draining = null;
      });
    }
  }

  /** Reads announced rows in batches, in arrival order, and hands them to the streams. */
  async #drain(): Promise<void> {
    while (this.#pending.size > 0 && !this.#stopped) {
      const batch = [...this.#pending.keys()].slice(0, 1000);
      const users = new Set<number>();
      for (const id of batch) {
        users.add(this.#pending.get(id) as number);
        this.#pending.delete(id);
      }
      try {
        const rows = await this.#db
          .selectFrom('live_events')
          .select(['user_id', 'seq', 'type', 'data'])
          .where(sql<boolean>`id in (${sql.join(batch.map((id) => sql`${id}::bigint`))})`)
          .orderBy('user_id')
          .orderBy('seq')
          .execute();
        const byUser = new Map<number, StoredLiveEvent[]>();
        for (const row of rows) {
          const list = byUser.get(row.user_id) ?? [];
          list.push({ seq: row.seq, type: row.type as LiveEventType, data: row.data });
          byUser.set(row.user_id, list);
        }
        for (const [userId, events] of byUser) {
          for (const subscriber of [...(this.#subscribers.get(userId) ?? [])]) subscriber.push(events);
        }
      } catch (error) {
        // The streams of these members may have missed events: end them so they resume exactly.
        this.#log.error({ err: error }, 'reading live events failed');
        for (const userId of users) for (const subscriber of [...(this.#subscribers.get(userId) ?? [])]) subscriber.close();
      }
    }
  }

  #onListenerLost(): void {
    // Notifications may have been missed while the listener was away: every stream resumes.
    this.closeStreams();
  }
}

/** PGlite: the embedded client's own LISTEN (in process, delivered after COMMIT like PostgreSQL). */
class PGliteSource implements NotificationSource {
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly client: PGlite,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    // On the single Kysely connection (pglite-dialect.ts): LISTEN must not run inside another
    // request's open transaction, where a rollback would undo it.
    this.#unlisten = await this.db.connection().execute(() => this.client.listen(this.channel, this.onPayload));
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    if (unlisten && !this.client.closed) await this.db.connection().execute(() => unlisten());
  }
}

/** PostgreSQL: one dedicated connection per process, reconnected with backoff when lost. */
class PostgresSource implements NotificationSource {
  #client: pg.Client | null = null;
  #stopped = false;
  #attempt = 0;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onLost: () => void,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.#connect(false);
  }

  async #connect(reconnect: boolean): Promise<void> {
    const { max: _max, ...options } = this.pool.options;
    const client = new pg.Client(options);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.onPayload(message.payload);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    await client.connect();
    await client.query(`listen "${this.channel.replaceAll('"', '""')}"`);
    this.#client = client;
    this.#attempt = 0;
    // Streams that opened while the listener was away missed what was announced meanwhile.
    if (reconnect) this.onLost();
  }

  #lost(client: pg.Client, error: Error | null): void {
    if (this.#stopped || this.#client !== client) return;
    this.#client = null;
    this.log.warn({ err: error }, 'live event listener lost its connection; reconnecting');
    client.end().catch(() => undefined);
    this.onLost();
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return;
    const delays = LIVE.listenerBackoffMs;
    const delay = delays[Math.min(this.#attempt, delays.length - 1)] ?? 10_000;
    this.#attempt += 1;
    this.#retryTimer = setTimeout(() => {
      this.#connect(true).catch((error: unknown) => {
        this.log.warn({ err: error }, 'live event listener could not reconnect');
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}

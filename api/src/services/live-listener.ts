/**
 * The listening side of the live stream (docs/design.md §7): every API process LISTENs on the
 * schema's channel and hands the events announced there to its own open streams
 * (`GET /api/events.php`, routes/events.ts).
 *
 *  - On PostgreSQL through one dedicated `pg.Client` (not from the pool), reconnected with backoff;
 *    on PGlite through the embedded client's own `listen` (PGlite implements LISTEN/NOTIFY in
 *    process, with the same commit semantics).
 *  - A notification names row ids and members (`id:user,…`, written by `amora_live_publish`,
 *    migration 031); the process reads the rows of members it has streams for and delivers them in
 *    cursor order — on PostgreSQL on the listening connection itself, not behind the pool's writes.
 *  - A lost listener may have missed notifications: every stream of the process is ended and its
 *    client resumes by cursor.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { LiveEventType } from '@amora/contracts';
import { type CompiledQuery, type InferResult, sql } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseBackend } from '../db/index.js';
import type { LivePresence } from './live-presence.js';

/** Tunables of the listener (part of `LIVE`, live-events.ts). */
export const LISTENER = {
  /** Reconnect delays of the PostgreSQL listener, ms. */
  listenerBackoffMs: [500, 1000, 2000, 5000, 10_000],
} as const;

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

interface Logger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Where notifications come from: a LISTEN on the channel. */
interface NotificationSource {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs a read of announced rows on the listening connection, when there is one (PostgreSQL), so
   * that deliveries do not wait in the pool behind the writes that announced them (issue 34: with
   * 200 sends at once every message reached its recipient only after the last send); undefined
   * when the caller must read through the pool (PGlite, or no connection now).
   */
  read?(query: CompiledQuery): Promise<unknown[]> | undefined;
}

/**
 * The channel of the database's current schema (`amora_live`, or `amora_live_<schema>` outside
 * `public`), so test runs in separate schemas of one database do not hear each other.
 */
export async function liveChannel(db: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return (schema === 'public' ? 'amora_live' : `amora_live_${schema}`).slice(0, 63);
}

/**
 * The NOTIFY payload that members' sessions ended (`ended:<user>,<user>`, sent by the
 * `sessions_ended` trigger of migration 028 whenever session rows are deleted): every process
 * forgets their cached sessions and ends their streams (issue 31 bans, issue 34 logouts).
 */
export const SESSIONS_ENDED_PREFIX = 'ended:';

/** Parses `id:user,id:user` (ignores anything malformed). */
export function parseNotifyPayload(payload: string): { id: string; userId: number }[] {
  const out: { id: string; userId: number }[] = [];
  for (const pair of payload.split(',')) {
    const match = /^(\d+):(\d+)$/.exec(pair);
    if (match?.[1] && match[2]) out.push({ id: match[1], userId: Number(match[2]) });
  }
  return out;
}

/** What {@link LiveListener.open} needs: the database and its backend, the channel, the log, this process's presence. */
export interface LiveListenerOptions {
  db: Database;
  backend: DatabaseBackend;
  channel: string;
  log: Logger;
  /** Told when a member's first stream here opens and his last one closes. */
  presence: Pick<LivePresence, 'enter' | 'leave'>;
}

/** The open streams of one process and the LISTEN that feeds them. Create it with `LiveListener.open`. */
export class LiveListener {
  readonly #db: Database;
  readonly #log: Logger;
  readonly #presence: LiveListenerOptions['presence'];
  readonly #subscribers = new Map<number, Set<LiveSubscriber>>();
  #source: NotificationSource | null = null;
  /** Row ids announced for members with streams here, waiting to be read. */
  #pending = new Map<string, number>();
  #draining: Promise<void> | null = null;
  #stopped = false;
  readonly #sessionsEnded: ((userIds: number[]) => void)[] = [];
  readonly #notified: ((userIds: number[]) => void)[] = [];

  private constructor({ db, log, presence }: LiveListenerOptions) {
    this.#db = db;
    this.#log = log;
    this.#presence = presence;
  }

  /** Starts listening on `channel` (PGlite's in-process LISTEN, or a dedicated PostgreSQL connection). */
  static async open(options: LiveListenerOptions): Promise<LiveListener> {
    const { db, backend, channel, log } = options;
    const listener = new LiveListener(options);
    const onPayload = (payload: string) => listener.#onNotify(payload);
    listener.#source =
      backend.kind === 'pglite'
        ? new PGliteSource(db, backend.client, channel, onPayload)
        : new PostgresSource(backend.pool, channel, onPayload, () => listener.closeStreams(), log);
    await listener.#source.start();
    return listener;
  }

  /** Registers an open stream; returns its unsubscribe. */
  subscribe(subscriber: LiveSubscriber): () => void {
    const { userId } = subscriber;
    let set = this.#subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.#subscribers.set(userId, set);
      this.#presence.enter(userId);
    }
    set.add(subscriber);
    return () => {
      const current = this.#subscribers.get(userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size > 0) return;
      this.#subscribers.delete(userId);
      this.#presence.leave(userId);
    };
  }

  /**
   * Adds a handler of `ended:` notifications (from any process, after the ending transaction
   * committed): it gets the members whose sessions ended, at once, before their streams end.
   */
  onSessionsEnded(handler: (userIds: number[]) => void): void {
    this.#sessionsEnded.push(handler);
  }

  /**
   * Adds a handler of the members named by every event notification (from any process, after the
   * transaction that stored their events committed), whether or not they have a stream here: their
   * state changed (a message, a read, a like…), so this process's read caches of them must go
   * (plugins/live.ts: the chat lists). It runs at once, before their events are read and delivered,
   * so a page that refreshes on an event reads the new state from any process (issue 33).
   */
  onNotified(handler: (userIds: number[]) => void): void {
    this.#notified.push(handler);
  }

  /** Whether the member has a stream open on this process. */
  hasStream(userId: number): boolean {
    return this.#subscribers.has(userId);
  }

  /** Open streams of this process (for tests and logs). */
  get streamCount(): number {
    let n = 0;
    for (const set of this.#subscribers.values()) n += set.size;
    return n;
  }

  /** Ends every open stream of this process: clients reconnect (elsewhere) and resume by cursor. */
  closeStreams(): void {
    for (const set of [...this.#subscribers.values()]) {
      for (const subscriber of [...set]) subscriber.close();
    }
  }

  /** Ends the streams and ignores notifications at once, then waits for a running read and stops listening. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.closeStreams();
    await this.#draining?.catch(() => undefined);
    await this.#source?.stop();
  }

  #onNotify(payload: string): void {
    if (this.#stopped) return;
    if (payload.startsWith(SESSIONS_ENDED_PREFIX)) {
      this.#endSessions(payload.slice(SESSIONS_ENDED_PREFIX.length));
      return;
    }
    const announced = parseNotifyPayload(payload);
    if (this.#notified.length > 0 && announced.length > 0) {
      const userIds = [...new Set(announced.map((event) => event.userId))];
      for (const handler of this.#notified) handler(userIds);
    }
    for (const { id, userId } of announced) {
      if (this.#subscribers.has(userId)) this.#pending.set(id, userId);
    }
    if (this.#pending.size > 0 && !this.#draining) {
      this.#draining = this.#drain().finally(() => {
        this.#draining = null;
      });
    }
  }

  /**
   * `ended:<user>,…`: the handlers first (the session caches forget the members), then the
   * members' streams end — after the events announced before this notification are delivered
   * (the publisher announces the one that sends the page to logout before it).
   */
  #endSessions(list: string): void {
    const userIds = list.split(',').filter((id) => /^\d{1,10}$/.test(id)).map(Number);
    for (const handler of this.#sessionsEnded) handler(userIds);
    const close = () => {
      for (const userId of userIds) for (const subscriber of [...(this.#subscribers.get(userId) ?? [])]) subscriber.close();
    };
    if (this.#draining) this.#draining.then(close, close);
    else close();
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
        for (const [userId, events] of await this.#read(batch)) {
          for (const subscriber of [...(this.#subscribers.get(userId) ?? [])]) subscriber.push(events);
        }
      } catch (error) {
        // The streams of these members may have missed events: end them so they resume exactly.
        this.#log.error({ err: error }, 'reading live events failed');
        for (const userId of users) for (const subscriber of [...(this.#subscribers.get(userId) ?? [])]) subscriber.close();
      }
    }
  }

  /** The rows `ids` of `live_events`, by member, each member's in cursor order. */
  async #read(ids: string[]): Promise<Map<number, StoredLiveEvent[]>> {
    const query = this.#db
      .selectFrom('live_events')
      .select(['user_id', 'seq', 'type', 'data'])
      .where(sql<boolean>`id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})`)
      .orderBy('user_id')
      .orderBy('seq')
      .compile();
    type Row = InferResult<typeof query>[number];
    const rows = ((await this.#source?.read?.(query)) ?? (await this.#db.executeQuery(query)).rows) as Row[];
    const byUser = new Map<number, StoredLiveEvent[]>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ seq: row.seq, type: row.type as LiveEventType, data: row.data });
      byUser.set(row.user_id, list);
    }
    return byUser;
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

  read(query: CompiledQuery): Promise<unknown[]> | undefined {
    return this.#client?.query(query.sql, [...query.parameters]).then((result) => result.rows);
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
    // Notifications may have been missed while the listener was away: every stream resumes.
    this.onLost();
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return;
    const delays = LISTENER.listenerBackoffMs;
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

/**
 * Presence of the live stream (docs/design.md §7, issue 15): which members have the site open on
 * some API process. Each process keeps one `live_presence` row per member it has a stream for,
 * valid until the database's `now()` + `PRESENCE.presenceTtlMs` and renewed every
 * `PRESENCE.presenceRenewMs`; a process that dies leaves rows that simply expire. The notification
 * worker asks {@link LivePresence.listed} before it sends a push.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/** Tunables of presence (part of `LIVE`, live-events.ts). */
export const PRESENCE = {
  /** A member's presence row (`live_presence`) is valid this long unless its process renews it. */
  presenceTtlMs: 90_000,
  /** How often a process renews the presence rows of its open streams. */
  presenceRenewMs: 30_000,
} as const;

/** A presence row's `until`: the database's clock (every process reads it) plus `PRESENCE.presenceTtlMs`. */
const presenceUntil = () => sql<Date>`now() + make_interval(secs => ${PRESENCE.presenceTtlMs / 1000})`;

interface Logger {
  error(obj: unknown, msg?: string): void;
}

/**
 * This process in `live_presence`. Its writes run one after another, in the order of the streams'
 * opening and closing; a failed write is logged (the rows expire anyway).
 */
export class LivePresence {
  readonly #db: Database;
  readonly #log: Logger;
  readonly #processId = randomUUID();
  #writes: Promise<void> = Promise.resolve();
  #renewTimer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(db: Database, log: Logger) {
    this.#db = db;
    this.#log = log;
  }

  /** Starts renewing this process's rows every `PRESENCE.presenceRenewMs` (unref'd timer). */
  start(): void {
    this.#renewTimer = setInterval(() => {
      this.#write((db) => db.updateTable('live_presence').set({ until: presenceUntil() }).where('process_id', '=', this.#processId).execute());
    }, PRESENCE.presenceRenewMs);
    this.#renewTimer.unref();
  }

  /** The member's first stream on this process opened: lists him here. */
  enter(userId: number): void {
    this.#write((db) =>
      db
        .insertInto('live_presence')
        .values({ user_id: userId, process_id: this.#processId, until: presenceUntil() })
        .onConflict((c) => c.columns(['user_id', 'process_id']).doUpdateSet({ until: presenceUntil() }))
        .execute(),
    );
  }

  /** The member's last stream on this process closed: removes his row of this process. */
  leave(userId: number): void {
    this.#write((db) => db.deleteFrom('live_presence').where('user_id', '=', userId).where('process_id', '=', this.#processId).execute());
  }

  /** Whether any process (this one included) holds a still valid presence row of the member. */
  async listed(userId: number): Promise<boolean> {
    const row = await this.#db.selectFrom('live_presence').select('user_id').where('user_id', '=', userId).where('until', '>', sql<Date>`now()`).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stops writing at once (streams closed from here on write nothing), then waits for the queued
   * writes and removes this process's rows (a failure is logged).
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#renewTimer) clearInterval(this.#renewTimer);
    await this.#writes;
    await this.#db
      .deleteFrom('live_presence')
      .where('process_id', '=', this.#processId)
      .execute()
      .catch((error: unknown) => this.#log.error({ err: error }, 'clearing live presence failed'));
  }

  /** Queues a write after the ones before it; none after `stop`. */
  #write(write: (db: Database) => Promise<unknown>): void {
    if (this.#stopped) return;
    this.#writes = this.#writes
      .then(() => write(this.#db))
      .then(
        () => undefined,
        (error: unknown) => this.#log.error({ err: error }, 'writing live presence failed'),
      );
  }
}

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
 * This process in `live_presence`. Streams opening and closing are written in batches (issue 34:
 * 10,000 streams opened one after another were 10,000 inserts in a row): what happened since the
 * last write goes out in at most two statements, the member's latest state winning; batches run
 * one after another, so a later state is never overwritten by an earlier one. A failed write is
 * logged (the rows expire anyway).
 */
export class LivePresence {
  readonly #db: Database;
  readonly #log: Logger;
  readonly #processId = randomUUID();
  #writes: Promise<void> = Promise.resolve();
  /** Members whose stream state changed since the last batch: true = listed here, false = gone. */
  #pending = new Map<number, boolean>();
  #flushQueued = false;
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

  /** The member's first stream on this process opened: lists him here (in the next batch). */
  enter(userId: number): void {
    this.#change(userId, true);
  }

  /** The member's last stream on this process closed: removes his row of this process (in the next batch). */
  leave(userId: number): void {
    this.#change(userId, false);
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

  /** Notes a member's new state and queues one batch for everything noted until it runs. */
  #change(userId: number, listed: boolean): void {
    if (this.#stopped) return;
    this.#pending.set(userId, listed);
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    this.#write(async (db) => {
      this.#flushQueued = false;
      const batch = this.#pending;
      this.#pending = new Map();
      const entering = [...batch].filter(([, on]) => on).map(([id]) => id);
      const leaving = [...batch].filter(([, on]) => !on).map(([id]) => id);
      // Members deleted meanwhile are left out (the rows reference them).
      if (entering.length > 0) {
        await sql`
          insert into live_presence (user_id, process_id, until)
          select u.id, ${this.#processId}, ${presenceUntil()} from users u where u.id = any(${entering}::int[])
          on conflict (user_id, process_id) do update set until = excluded.until`.execute(db);
      }
      if (leaving.length > 0) {
        await sql`delete from live_presence where process_id = ${this.#processId} and user_id = any(${leaving}::int[])`.execute(db);
      }
    });
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

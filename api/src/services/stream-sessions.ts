/**
 * The sessions behind this process's open event streams (issue 34 "Live at scale"). A stream no
 * longer looks its session up by itself: its session's end reaches it through the
 * `sessions_ended` notification (migration 028; logout, ban, password change), its absolute expiry
 * through a timer (routes/events.ts), and here, every `AUTH.sessionTouchSeconds`, ONE statement per
 * 5,000 open sessions keeps their idle timeout counting from the open page (`last_seen_at`, written
 * only when older than the touch interval) and finds the sessions that are gone — a notification
 * missed while the listener reconnected — whose streams then end. 10,000 idle streams cost a few
 * statements every 5 minutes instead of a lookup each.
 */
import { sql } from 'kysely';
import { AUTH } from '../config.js';
import type { Database } from '../db/index.js';
import { liveSession } from '../repositories/session-token.js';

/** Session hashes per statement. */
const BATCH = 5_000;

interface Logger {
  error(obj: unknown, msg?: string): void;
}

/** The open streams' sessions of one process; `start` its checks, `stop` them. */
export class StreamSessions {
  readonly #db: Database;
  readonly #log: Logger;
  readonly #everyMs: number;
  /** Token hash → the close callbacks of the streams that hold it. */
  readonly #open = new Map<string, Set<() => void>>();
  #timer: NodeJS.Timeout | null = null;

  constructor(db: Database, log: Logger, everyMs = AUTH.sessionTouchSeconds * 1000) {
    this.#db = db;
    this.#log = log;
    this.#everyMs = everyMs;
  }

  /** Starts the periodic check (unref'd timer). */
  start(): void {
    this.#timer = setInterval(() => {
      this.check().catch((error: unknown) => this.#log.error({ err: error }, 'checking the sessions of open streams failed'));
    }, this.#everyMs);
    this.#timer.unref();
  }

  /** Registers a stream's session (`tokenHash`) and how to end the stream; returns its removal. */
  hold(tokenHash: string, close: () => void): () => void {
    let closers = this.#open.get(tokenHash);
    if (!closers) {
      closers = new Set();
      this.#open.set(tokenHash, closers);
    }
    closers.add(close);
    return () => {
      const current = this.#open.get(tokenHash);
      current?.delete(close);
      if (current?.size === 0) this.#open.delete(tokenHash);
    };
  }

  /**
   * Touches the held sessions whose `last_seen_at` is older than the touch interval and ends the
   * streams of those that are gone or expired. Returns how many streams it ended.
   */
  async check(): Promise<number> {
    const hashes = [...this.#open.keys()];
    let ended = 0;
    for (let i = 0; i < hashes.length; i += BATCH) {
      const batch = hashes.slice(i, i + BATCH);
      const { rows } = await sql<{ token_hash: string }>`
        with live as (
          select token_hash, last_seen_at from sessions
          where token_hash = any(${batch}::text[]) and ${liveSession(AUTH.sessionIdleSeconds)}
        ), touched as (
          update sessions s set last_seen_at = now() from live
          where s.token_hash = live.token_hash and live.last_seen_at < now() - make_interval(secs => ${AUTH.sessionTouchSeconds})
        )
        select token_hash from live`.execute(this.#db);
      const alive = new Set(rows.map((r) => r.token_hash));
      for (const hash of batch) {
        if (alive.has(hash)) continue;
        for (const close of this.#open.get(hash) ?? []) {
          close();
          ended++;
        }
      }
    }
    return ended;
  }

  /** Stops the periodic check. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }
}

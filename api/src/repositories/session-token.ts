import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashSessionToken, newSessionToken } from '../services/passwords.js';

/**
 * The parts members' sessions (`sessions`, issue 16) and operators' sessions (`operator_sessions`,
 * issue 31) share: a random token whose sha256 is stored, an absolute expiry, an idle timeout
 * counted from `last_seen_at`, the browser and address that started it, and the list a person
 * sees of their live sessions. Each repository keeps its own owner column, cache and timeouts.
 */

/** Where a session was started: the browser's User-Agent and the client address (either may be missing). */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

/** The columns of a new session row that both session tables have. */
export interface NewSessionRow {
  /** sha256 of the token, hex: the cookie's value is never stored. */
  token_hash: string;
  /** Absolute timeout: now + the table's maximum age. */
  expires_at: Date;
  /** The User-Agent, cut to 300 characters. */
  user_agent: string;
  /** The client address, cut to 64 characters. */
  ip: string;
}

/**
 * A new session: a random token (AUTH.sessionTokenBytes, base64url) for the cookie and the row to
 * store for it (its hash, expiry `maxAgeSeconds` from now and `origin`); the caller adds the owner.
 */
export function newSession(maxAgeSeconds: number, origin: SessionOrigin = {}): { token: string; row: NewSessionRow } {
  const token = newSessionToken();
  return {
    token,
    row: {
      token_hash: hashSessionToken(token),
      expires_at: new Date(Date.now() + maxAgeSeconds * 1000),
      user_agent: (origin.userAgent ?? '').slice(0, 300),
      ip: (origin.ip ?? '').slice(0, 64),
    },
  };
}

/**
 * The SQL condition of a live session: within its absolute expiry (`expires_at` in the future) and
 * used within the last `idleSeconds` (`last_seen_at`). `alias`: the session table's alias in the
 * query, when it has one.
 */
export function liveSession(idleSeconds: number, alias?: string) {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<SqlBool>`${column('expires_at')} > now() and ${column('last_seen_at')} > now() - make_interval(secs => ${idleSeconds})`;
}

/** One live session as its owner sees it in a list: ISO times, the browser and address that started it. */
export interface ListedSession {
  id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  ip: string;
}

/**
 * The live sessions (see {@link liveSession}) of one member (table `sessions`, owner column
 * `user_id`) or operator (`operator_sessions`, `operator_id`), last used first (then newest first).
 */
export async function listLiveSessions(
  db: Kysely<DB>,
  table: 'sessions' | 'operator_sessions',
  owner: { column: 'user_id' | 'operator_id'; id: number },
  idleSeconds: number,
): Promise<ListedSession[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'token_hash', 'created_at', 'last_seen_at', 'user_agent', 'ip'])
    .where(sql.ref(owner.column), '=', owner.id)
    .where(liveSession(idleSeconds))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    token_hash: r.token_hash,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    user_agent: r.user_agent,
    ip: r.ip,
  }));
}

/**
 * Records a use of session `id` of `table`: moves its `last_seen_at` (where the idle timeout counts
 * from) to now when `lastSeenAt` is more than `everySeconds` old, so a busy session writes at most
 * once per `everySeconds`.
 */
export async function touchSession(db: Kysely<DB>, table: 'sessions' | 'operator_sessions', id: number, lastSeenAt: Date, everySeconds: number): Promise<void> {
  if (Date.now() - lastSeenAt.getTime() <= everySeconds * 1000) return;
  await db.updateTable(table).set({ last_seen_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

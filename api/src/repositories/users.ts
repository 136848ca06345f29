import Bowser from 'bowser';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { AUTH } from '../config.js';
import type { DB, UserRow } from '../db/schema.js';
import type { TtlCache } from '../services/cache.js';
import { hashSessionToken } from '../services/passwords.js';
import { ALERT_KINDS, type AlertKind, LOCALES, type Locale, type Profile, type User } from '../types.js';
import { bannedNow } from './member-visibility.js';
import type { ProfilesRepository } from './profiles.js';
import { type SessionOrigin, listLiveSessions, liveSession, newSession, touchSession } from './session-token.js';

/** The authenticated member attached to a request (`request.user`). */
export interface AuthUser {
  id: number;
  siteId: number;
  profileId: number;
  email: string;
}

/** One session as the member sees it (`GET /api/sessions.php`, issue 16). */
export interface SessionInfo {
  id: number;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  browser: string;
  os: string;
  ip: string;
  current: boolean;
}

/** The browser and system names of a User-Agent (bowser), '' when unknown. */
function deviceOf(userAgent: string): { browser: string; os: string } {
  const parsed = Bowser.parse(userAgent || 'unknown');
  return { browser: parsed.browser.name ?? '', os: parsed.os.name ?? '' };
}

/** A cached session: its member and when it expires (ms since the epoch). */
export interface CachedSession {
  user: AuthUser;
  expiresAt: number;
}

export function asLocale(value: string): Locale {
  return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
}

/** The stored `users.alerts_dismissed` map, reduced to the known alert kinds with string times. */
export function alertsDismissed(stored: unknown): Partial<Record<AlertKind, string>> {
  const out: Partial<Record<AlertKind, string>> = {};
  if (stored === null || typeof stored !== 'object') return out;
  for (const kind of ALERT_KINDS) {
    const value = (stored as Record<string, unknown>)[kind];
    if (typeof value === 'string') out[kind] = value;
  }
  return out;
}

/** The loader's answer for an unknown or expired token (not cached). */
const NO_SESSION: CachedSession = { user: { id: 0, siteId: 0, profileId: 0, email: '' }, expiresAt: 0 };

/** Accounts, sessions and login lockout (spec §4, §9). */
export function createUsersRepository(db: Kysely<DB>, profiles: ProfilesRepository, sessions: TtlCache<string, CachedSession>) {
  return {
    /** The account with this e-mail on this site (case-insensitive), or undefined. */
    async findByEmail(siteId: number, email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('site_id', '=', siteId)
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    /** The account row of an id, or undefined. */
    async findById(userId: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    /**
     * What a purchase needs to know of a member, in one query (spec §4 time bonus, §5 discounts,
     * §9 methods and currency by country): `paid_user`, `signup_date` and the profile's `country`.
     * Undefined when the account or its profile is gone.
     */
    async buyer(userId: number): Promise<{ paid_user: boolean; signup_date: Date; country: string } | undefined> {
      return db
        .selectFrom('users as u')
        .innerJoin('profiles as p', 'p.id', 'u.profile_id')
        .select(['u.paid_user', 'u.signup_date', 'p.country'])
        .where('u.id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * The User object of the API for an account id (spec §3 "User"), or null when the account or
     * its profile is gone.
     */
    async view(userId: number): Promise<User | null> {
      const row = await db
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.email',
          'u.status',
          'u.credits',
          'u.paid_user',
          'u.signup_date',
          'u.language',
          'u.notifications_disabled',
          'u.alerts_dismissed',
          'u.timezone',
          'u.profile_id',
          sql<boolean>`exists (select 1 from push_subscriptions ps where ps.user_id = u.id)`.as('push_subscribed'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const profile: Profile | null = await profiles.byId(row.profile_id, { owner: true });
      if (!profile) return null;
      return {
        id: row.id,
        email: row.email,
        status: row.status,
        credits: row.credits,
        paid_user: row.paid_user,
        signup_date: row.signup_date.toISOString(),
        language: asLocale(row.language),
        notifications_disabled: Array.isArray(row.notifications_disabled) ? row.notifications_disabled : [],
        push_subscribed: row.push_subscribed,
        alerts_dismissed: alertsDismissed(row.alerts_dismissed),
        timezone: row.timezone,
        profile,
      };
    },

    /** Sets the interface language (one of the 11 locales). */
    async setLanguage(userId: number, language: Locale): Promise<void> {
      await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
    },

    /**
     * The login throttle of a source address and an account (spec §4 lockout, issue 16, NIST SP
     * 800-63B §5.2.2): `blockedUntil`, the end of this source's block on this account (null when
     * none), and `sourceFailures`, the wrong attempts from this source on any account (unknown
     * e-mails too) within `AUTH.sourceThrottle.windowMinutes`. Another source is never affected.
     * @param userId the account, or 0 for an e-mail without an account.
     */
    async loginThrottle(source: string, userId: number): Promise<{ blockedUntil: Date | null; sourceFailures: number }> {
      const { windowMinutes } = AUTH.sourceThrottle;
      const row = await db
        .selectFrom('login_failures')
        .select([
          sql<Date | null>`max(case when user_id = ${userId} and blocked_until > now() then blocked_until end)`.as('blocked_until'),
          sql<string>`coalesce(sum(case when since >= now() - make_interval(mins => ${windowMinutes}) then failures else 0 end), 0)`.as('failures'),
        ])
        .where('source', '=', source)
        .executeTakeFirst();
      return { blockedUntil: row?.blocked_until ?? null, sourceFailures: Number(row?.failures ?? 0) };
    },

    /**
     * Counts one wrong password from `source` on an account (0: an unknown e-mail). Failures older
     * than `AUTH.lockout.windowMinutes` start a new count; reaching `maxFailures` blocks this
     * source on this account for `blockMinutes` (the spec's "account blocked" text) and resets the
     * count. Returns the block end when this failure blocked it.
     */
    async recordFailedLogin(source: string, userId: number): Promise<Date | null> {
      const { maxFailures, windowMinutes, blockMinutes } = AUTH.lockout;
      const expired = sql<boolean>`login_failures.since < now() - make_interval(mins => ${windowMinutes})`;
      const row = await db
        .insertInto('login_failures')
        .values({ source, user_id: userId, failures: 1 })
        .onConflict((oc) =>
          oc.columns(['source', 'user_id']).doUpdateSet({
            failures: sql<number>`case when ${expired} then 1 else login_failures.failures + 1 end`,
            since: sql<Date>`case when ${expired} then now() else login_failures.since end`,
          }),
        )
        .returning(['failures'])
        .executeTakeFirst();
      if (userId === 0 || !row || row.failures < maxFailures) return null;
      const blocked = await db
        .updateTable('login_failures')
        .set({ blocked_until: sql<Date>`now() + make_interval(mins => ${blockMinutes})`, failures: 0, since: sql<Date>`now()` })
        .where('source', '=', source)
        .where('user_id', '=', userId)
        .returning(['blocked_until'])
        .executeTakeFirst();
      return blocked?.blocked_until ?? null;
    },

    /** Forgets the wrong attempts of one source on an account (a successful login from there). */
    async clearFailedLogins(source: string, userId: number): Promise<void> {
      await db.deleteFrom('login_failures').where('source', '=', source).where('user_id', '=', userId).execute();
    },

    /**
     * Starts a session: stores sha256(token) with the absolute expiry (AUTH.sessionMaxAgeSeconds)
     * and the browser and address that started it; returns the token for the cookie. A new token
     * at every login and privilege change (issue 16).
     */
    async createSession(userId: number, origin: SessionOrigin = {}): Promise<string> {
      const { token, row } = newSession(AUTH.sessionMaxAgeSeconds, origin);
      await db.insertInto('sessions').values({ ...row, user_id: userId }).execute();
      return token;
    },

    /**
     * The member's live sessions, newest use first (issue 16, the list on /profile): `id`,
     * `created_at`, `last_seen_at` (ISO), `user_agent`, `ip`, and `current` for `token`'s own.
     */
    async listSessions(userId: number, token: string | null): Promise<SessionInfo[]> {
      const current = token ? hashSessionToken(token) : '';
      const rows = await listLiveSessions(db, 'sessions', { column: 'user_id', id: userId }, AUTH.sessionIdleSeconds);
      return rows.map(({ token_hash, ip, ...r }) => ({ ...r, ...deviceOf(r.user_agent), ip, current: token_hash === current }));
    },

    /**
     * Ends one of the member's sessions by its public id: `null` when the member has no such
     * session, else whether it was the session of `token` (the asking browser's).
     */
    async deleteSessionById(userId: number, id: number, token: string | null): Promise<{ current: boolean } | null> {
      const row = await db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).returning('token_hash').executeTakeFirst();
      if (!row) return null;
      sessions.delete(row.token_hash);
      return { current: token !== null && row.token_hash === hashSessionToken(token) };
    },

    /**
     * The member of a session token (unexpired, same site), or null. Found sessions are cached
     * in this process for READ_CACHE.sessionMs (never past their expiry); unknown tokens are not.
     */
    async sessionUser(token: string, siteId: number): Promise<AuthUser | null> {
      return (await this.session(token, siteId))?.user ?? null;
    },

    /**
     * `sessionUser` with the session's absolute expiry (ms since the epoch; an open event stream
     * ends then, routes/events.ts) and its token's hash; null as `sessionUser`.
     */
    async session(token: string, siteId: number): Promise<{ user: AuthUser; expiresAt: number; tokenHash: string } | null> {
      const hash = hashSessionToken(token);
      const session = await sessions.get(
        hash,
        async () => {
          const row = await db
            .selectFrom('sessions as s')
            .innerJoin('users as u', 'u.id', 's.user_id')
            .select(['u.id', 'u.site_id', 'u.profile_id', 'u.email', 's.id as session_id', 's.expires_at', 's.last_seen_at'])
            .where('s.token_hash', '=', hash)
            .where(liveSession(AUTH.sessionIdleSeconds, 's'))
            .where('u.deleted_at', 'is', null)
            // A ban deletes the member's sessions; this keeps any that slipped through unusable (issue 31).
            .where(sql<SqlBool>`not ${bannedNow('u')}`)
            .executeTakeFirst();
          if (!row) return NO_SESSION;
          // The idle timeout counts from the last use: written at most every sessionTouchSeconds.
          await touchSession(db, 'sessions', row.session_id, row.last_seen_at, AUTH.sessionTouchSeconds);
          const user = { id: row.id, siteId: row.site_id, profileId: row.profile_id, email: row.email };
          return { user, expiresAt: row.expires_at.getTime() };
        },
        (s) => (s === NO_SESSION ? 0 : s.expiresAt - Date.now()),
      );
      if (session === NO_SESSION || session.expiresAt <= Date.now()) return null;
      // A session only counts on the site of its member.
      return session.user.siteId === siteId ? { user: session.user, expiresAt: session.expiresAt, tokenHash: hash } : null;
    },

    /** Ends a session (logout, and the previous token at login); forgotten at once in this process. */
    async deleteSession(token: string): Promise<void> {
      const hash = hashSessionToken(token);
      sessions.delete(hash);
      await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
      sessions.delete(hash);
    },

    /**
     * Stores a Web Push subscription of this member, keyed by its endpoint (the member's own one
     * again: updated). False, and nothing changed, when the endpoint is another member's: it is
     * never moved to the caller (issue 29).
     */
    async savePushSubscription(userId: number, subscription: { endpoint: string }): Promise<boolean> {
      const row = await db
        .insertInto('push_subscriptions')
        .values({ user_id: userId, endpoint: subscription.endpoint, subscription: JSON.stringify(subscription) })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({ subscription: JSON.stringify(subscription) }).where('push_subscriptions.user_id', '=', userId),
        )
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

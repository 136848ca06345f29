import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { timezoneForCountry } from '../geo/timezones.js';
import type { TtlCache } from '../services/cache.js';
import { hashSessionToken } from '../services/passwords.js';
import type { Locale } from '../types.js';
import type { ChatsRepository } from './chats.js';
import { createWelcomeDiscount } from './discount-codes.js';
import type { CachedSession } from './users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lifetimes of the e-mail links and the mail limits. */
export const ACCOUNT_TOKENS = {
  activationMs: 7 * DAY_MS,
  resetMs: 60 * 60 * 1000,
  mailChangeMs: DAY_MS,
  /** Reactivation window of a deleted account (spec §4, §9: 14 days); also when it is erased. */
  reactivationMs: 14 * DAY_MS,
  /** Reset mails allowed per address within resetWindowMs; the next one answers 429. */
  maxResets: 3,
  resetWindowMs: DAY_MS,
  /** Activation mails (sign-up + resends) allowed within activationWindowMs; the next resend answers 429. */
  maxActivationMails: 3,
  activationWindowMs: DAY_MS,
  tokenBytes: 32,
} as const;

export type TokenKind = 'activation' | 'reset' | 'mail_change' | 'reactivation';

const TOKEN_LIFETIME: Record<TokenKind, number> = {
  activation: ACCOUNT_TOKENS.activationMs,
  reset: ACCOUNT_TOKENS.resetMs,
  mail_change: ACCOUNT_TOKENS.mailChangeMs,
  reactivation: ACCOUNT_TOKENS.reactivationMs,
};

/** A used token: its member (site, language, profile) and the mail-change payload. */
export interface ConsumedToken {
  userId: number;
  siteId: number;
  language: string;
  profileId: number;
  /** The new address of a mail-change token, else null. */
  email: string | null;
}

export interface NewAccount {
  siteId: number;
  email: string;
  name: string;
  passwordHash: string;
  dateOfBirth: string;
  gender: 'female' | 'male' | null;
  country: string;
  language: Locale;
  credits: number;
  tracking: { network: string | null; ref: string | null; sub1: string | null; sub2: string | null; sub3: string | null };
  /** The sign-up form's first message, delivered on activation. */
  message: { toProfileId: number; text: string } | null;
}

/** Thrown by {@link AccountsRepository.create} when the e-mail exists on the site. */
export class EmailTakenError extends Error {}

/**
 * Sign-up, activation, password recovery, e-mail change, deletion and reactivation
 * (spec §4, §5).
 */
export function createAccountsRepository(db: Kysely<DB>, chats: ChatsRepository, sessions: TtlCache<string, CachedSession>) {
  function newToken(): string {
    return crypto.randomBytes(ACCOUNT_TOKENS.tokenBytes).toString('base64url');
  }

  /** Forgets every cached session of a member in this process (after their rows changed). */
  function forgetSessions(userId: number): void {
    sessions.deleteWhere((s) => s.user.id === userId);
  }

  /** Tokens of a kind issued for a user within the last `windowMs` milliseconds (= mails sent). */
  async function recentTokens(userId: number, kind: TokenKind, windowMs: number): Promise<number> {
    const row = await db
      .selectFrom('account_tokens')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('created_at', '>', new Date(Date.now() - windowMs))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Ends every session of a member: rows deleted and forgotten by the session cache. */
  async function endAllSessions(userId: number): Promise<void> {
    forgetSessions(userId);
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    forgetSessions(userId);
  }

  return {
    /** Ends every session of a member (log out everywhere, password and e-mail change, deletion). */
    endAllSessions,

    /** Forgets a member's cached sessions in this process (another process ended them: LiveHub.endSessions). */
    forgetSessions,

    /**
     * Creates profile (status 'disabled' until activation) and account (not_confirmed) in one
     * transaction, with the pending sign-up message and the welcome discount code
     * (repositories/discount-codes.ts). Returns the user id.
     */
    async create(a: NewAccount): Promise<number> {
      try {
        return await db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('site_id', '=', a.siteId)
            .where(sql<string>`lower(email)`, '=', a.email.toLowerCase())
            .executeTakeFirst();
          if (taken) throw new EmailTakenError();
          const profile = await trx
            .insertInto('profiles')
            .values({
              name: a.name,
              gender: a.gender,
              date_of_birth: a.dateOfBirth,
              country: a.country,
              language: a.language,
              status: 'disabled',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const user = await trx
            .insertInto('users')
            .values({
              site_id: a.siteId,
              profile_id: profile.id,
              email: a.email,
              password_hash: a.passwordHash,
              status: 'not_confirmed',
              credits: a.credits,
              language: a.language,
              notifications_disabled: '[]',
              // The default zone of the profile's country (users.timezone, 003).
              timezone: timezoneForCountry(a.country),
              ...a.tracking,
            })
            .returning(['id', 'signup_date'])
            .executeTakeFirstOrThrow();
          await createWelcomeDiscount(trx, { siteId: a.siteId, userId: user.id, country: a.country, signupDate: user.signup_date });
          if (a.message) {
            await trx
              .insertInto('signup_messages')
              .values({ user_id: user.id, to_profile_id: a.message.toProfileId, text: a.message.text })
              .execute();
          }
          return user.id;
        });
      } catch (error) {
        // A concurrent sign-up with the same address: the unique index answers.
        if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
        throw error;
      }
    },

    /**
     * Issues a single-use link token of a kind for a user (lifetime by kind: activation 7 days,
     * reset 1 hour, mail_change 24 hours, reactivation 14 days); `email` is the new address of a
     * mail change. Returns the raw token (for the mail) and its expiry.
     */
    async issueToken(userId: number, kind: TokenKind, email: string | null = null): Promise<string> {
      const token = newToken();
      await db
        .insertInto('account_tokens')
        .values({
          token_hash: hashSessionToken(token),
          user_id: userId,
          kind,
          expires_at: new Date(Date.now() + TOKEN_LIFETIME[kind]),
          payload: email === null ? null : JSON.stringify({ email }),
        })
        .execute();
      return token;
    },

    /** Reset tokens issued for a user within the last resetWindowMs. */
    async recentResets(userId: number): Promise<number> {
      return recentTokens(userId, 'reset', ACCOUNT_TOKENS.resetWindowMs);
    },

    /** Tokens of a kind issued for a user within the last `windowMs` milliseconds (= mails sent). */
    recentTokens,

    /** The member and payload of a valid token (unused, unexpired, this kind) without using it, or null. */
    async peekToken(token: string, kind: TokenKind): Promise<ConsumedToken | null> {
      if (token.length === 0 || token.length > 200) return null;
      const row = await db
        .selectFrom('account_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['u.id', 'u.site_id', 'u.language', 'u.profile_id', 't.payload'])
        .where('t.token_hash', '=', hashSessionToken(token))
        .where('t.kind', '=', kind)
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row ? consumed(row) : null;
    },

    /** Whether a token is valid (unused, unexpired, this kind) without using it. */
    async tokenValid(token: string, kind: TokenKind): Promise<boolean> {
      if (token.length === 0 || token.length > 200) return false;
      const row = await db
        .selectFrom('account_tokens')
        .select('user_id')
        .where('token_hash', '=', hashSessionToken(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks a valid (unused, unexpired, this kind) token used, atomically. Returns its member
     * (id, site, language, profile) and the mail-change payload, or null.
     */
    async consumeToken(token: string, kind: TokenKind): Promise<ConsumedToken | null> {
      if (token.length === 0 || token.length > 200) return null;
      const row = await db
        .updateTable('account_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hashSessionToken(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'payload'])
        .executeTakeFirst();
      if (!row) return null;
      const user = await db
        .selectFrom('users')
        .select(['id', 'site_id', 'language', 'profile_id'])
        .where('id', '=', row.user_id)
        .executeTakeFirst();
      return user ? consumed({ ...user, payload: row.payload }) : null;
    },

    /** Marks every unused token of a kind of a member used (an older link stops working). */
    async revokeTokens(userId: number, kind: TokenKind): Promise<void> {
      await db
        .updateTable('account_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .execute();
    },

    /**
     * Sets a member's e-mail address (mail change, spec §5). Throws EmailTakenError when another
     * account of the site has it (also when the unique index answers for a concurrent change).
     * Cached sessions carry the address, so they are forgotten.
     */
    async changeEmail(userId: number, siteId: number, email: string): Promise<void> {
      try {
        await db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('site_id', '=', siteId)
            .where(sql<string>`lower(email)`, '=', email.toLowerCase())
            .where('id', '<>', userId)
            .executeTakeFirst();
          if (taken) throw new EmailTakenError();
          await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
        throw error;
      }
      forgetSessions(userId);
    },

    /**
     * Deletes an account for now (spec §4): users.deleted_at/delete_reason and the profile's
     * deleted_at set (hidden from search, profile pages, likes and chat lists), every session
     * ended, earlier reactivation links revoked. Returns the deletion time.
     */
    async markDeleted(userId: number, reason: string | null): Promise<Date> {
      const deleted = await db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable('users')
          .set({ deleted_at: sql<Date>`now()`, delete_reason: reason })
          .where('id', '=', userId)
          .returning(['profile_id', 'deleted_at'])
          .executeTakeFirstOrThrow();
        await trx.updateTable('profiles').set({ deleted_at: sql<Date>`now()` }).where('id', '=', user.profile_id).execute();
        await trx
          .updateTable('account_tokens')
          .set({ used_at: sql<Date>`now()` })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        return { at: user.deleted_at ?? new Date(), profileId: user.profile_id };
      });
      chats.invalidateChatsShowing(deleted.profileId);
      await endAllSessions(userId);
      return deleted.at;
    },

    /** Restores a deleted account and its profile (reactivation link). False when it was not deleted. */
    async reactivate(userId: number): Promise<boolean> {
      const user = await db
        .updateTable('users')
        .set({ deleted_at: null, delete_reason: null })
        .where('id', '=', userId)
        .where('deleted_at', 'is not', null)
        .returning('profile_id')
        .executeTakeFirst();
      if (!user) return false;
      await db.updateTable('profiles').set({ deleted_at: null }).where('id', '=', user.profile_id).execute();
      chats.invalidateChatsShowing(user.profile_id);
      return true;
    },

    /**
     * Activates an account: status active, profile active, pending sign-up messages delivered as
     * conversation messages (one conversation per partner, unread for the partner).
     */
    async activate(userId: number): Promise<void> {
      const touched = await db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable('users')
          .set({ status: 'active' })
          .where('id', '=', userId)
          .returning('profile_id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('profiles').set({ status: 'active' }).where('id', '=', user.profile_id).execute();
        const pending = await trx
          .selectFrom('signup_messages')
          .select(['id', 'to_profile_id', 'text'])
          .where('user_id', '=', userId)
          .where('delivered_at', 'is', null)
          .orderBy('id')
          .execute();
        const profiles = [user.profile_id];
        for (const m of pending) {
          const conversation = await trx.insertInto('conversations').defaultValues().returning('id').executeTakeFirstOrThrow();
          await trx
            .insertInto('conversation_members')
            .values([
              { conversation_id: conversation.id, profile_id: user.profile_id, num_unread: 0 },
              { conversation_id: conversation.id, profile_id: m.to_profile_id, num_unread: 1 },
            ])
            .execute();
          const message = await trx
            .insertInto('messages')
            .values({ conversation_id: conversation.id, sender_profile_id: user.profile_id, text: m.text, client_message_id: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.updateTable('conversations').set({ last_message_id: message.id }).where('id', '=', conversation.id).execute();
          await trx.updateTable('signup_messages').set({ delivered_at: sql<Date>`now()` }).where('id', '=', m.id).execute();
          profiles.push(m.to_profile_id);
        }
        return profiles;
      });
      chats.invalidateChats(...touched);
      chats.invalidateChatsShowing(touched[0] as number);
    },

    /** Sets a new password hash, ends every session and clears the lockout (reset and change). */
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await db.deleteFrom('login_failures').where('user_id', '=', userId).execute();
      await endAllSessions(userId);
    },

    /** Whether a sign-up message may go to this profile (exists, not deleted, active). */
    async messageTargetExists(profileId: number): Promise<boolean> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', profileId)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** A token row joined with its member, as {@link ConsumedToken}. */
function consumed(row: { id: number; site_id: number; language: string; profile_id: number; payload: unknown }): ConsumedToken {
  const payload = row.payload as { email?: unknown } | null;
  return {
    userId: row.id,
    siteId: row.site_id,
    language: row.language,
    profileId: row.profile_id,
    email: payload && typeof payload.email === 'string' ? payload.email : null,
  };
}

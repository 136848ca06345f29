import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TtlCache } from '../services/cache.js';
import { hashSessionToken } from '../services/passwords.js';
import type { Locale } from '../types.js';
import type { ChatsRepository } from './chats.js';
import type { CachedSession } from './users.js';

/** Lifetimes of the e-mail links. */
export const ACCOUNT_TOKENS = {
  activationMs: 7 * 24 * 60 * 60 * 1000,
  resetMs: 60 * 60 * 1000,
  /** Reset mails allowed per address within resetWindowMs; the next one answers 429. */
  maxResets: 3,
  resetWindowMs: 24 * 60 * 60 * 1000,
  tokenBytes: 32,
} as const;

export type TokenKind = 'activation' | 'reset';

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

/** Sign-up, activation and password recovery (spec §4, §5). */
export function createAccountsRepository(db: Kysely<DB>, chats: ChatsRepository, sessions: TtlCache<string, CachedSession>) {
  function newToken(): string {
    return crypto.randomBytes(ACCOUNT_TOKENS.tokenBytes).toString('base64url');
  }

  return {
    /**
     * Creates profile (status 'disabled' until activation) and account (not_confirmed) in one
     * transaction, with the pending sign-up message. Returns the user id.
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
              ...a.tracking,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
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

    /** Issues a single-use link token of a kind for a user; returns the raw token (for the mail). */
    async issueToken(userId: number, kind: TokenKind): Promise<string> {
      const token = newToken();
      const ms = kind === 'activation' ? ACCOUNT_TOKENS.activationMs : ACCOUNT_TOKENS.resetMs;
      await db
        .insertInto('account_tokens')
        .values({ token_hash: hashSessionToken(token), user_id: userId, kind, expires_at: new Date(Date.now() + ms) })
        .execute();
      return token;
    },

    /** Reset tokens issued for a user within the last resetWindowMs. */
    async recentResets(userId: number): Promise<number> {
      const row = await db
        .selectFrom('account_tokens')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'reset')
        .where('created_at', '>', new Date(Date.now() - ACCOUNT_TOKENS.resetWindowMs))
        .executeTakeFirstOrThrow();
      return row.n;
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
     * Marks a valid (unused, unexpired, this kind) token used, atomically. Returns its user id
     * and the user's site and language, or null.
     */
    async consumeToken(token: string, kind: TokenKind): Promise<{ userId: number; siteId: number; language: string } | null> {
      if (token.length === 0 || token.length > 200) return null;
      const row = await db
        .updateTable('account_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hashSessionToken(token))
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return null;
      const user = await db
        .selectFrom('users')
        .select(['id', 'site_id', 'language'])
        .where('id', '=', row.user_id)
        .executeTakeFirst();
      return user ? { userId: user.id, siteId: user.site_id, language: user.language } : null;
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

    /** Sets a new password hash; with `endSessions` also ends every session and clears the lockout. */
    async setPassword(userId: number, passwordHash: string, endSessions: boolean): Promise<void> {
      if (!endSessions) {
        await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
        return;
      }
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, failed_logins: 0, failed_logins_since: null, blocked_until: null })
        .where('id', '=', userId)
        .execute();
      sessions.deleteWhere((s) => s.user.id === userId);
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      sessions.deleteWhere((s) => s.user.id === userId);
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

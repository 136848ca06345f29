import type { OperatorRole } from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import { AUTH, OPERATOR_AUTH } from '../config.js';
import type { DB } from '../db/schema.js';
import { hashSessionToken } from '../services/passwords.js';
import { type SessionOrigin, listLiveSessions, liveSession, newSession, touchSession } from './session-token.js';

/** An operator account as the API uses it (never the password hash or TOTP secret). */
export interface OperatorAccount {
  id: number;
  email: string;
  role: OperatorRole;
  /** Site ids the operator may act on; null = every site. */
  siteIds: number[] | null;
  totpEnrolled: boolean;
  disabled: boolean;
}

/** A live operator session: its operator, its public id and whether the second factor passed. */
export interface OperatorSession {
  id: number;
  operator: OperatorAccount;
  mfaPassed: boolean;
}

/** Thrown by {@link OperatorsRepository.create} when the e-mail exists. */
export class OperatorEmailTakenError extends Error {}

type OperatorRow = { id: number; email: string; role: OperatorRole; site_ids: number[] | null; totp_enabled_at: Date | null; disabled_at: Date | null };

function account(row: OperatorRow): OperatorAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    siteIds: row.site_ids,
    totpEnrolled: row.totp_enabled_at !== null,
    disabled: row.disabled_at !== null,
  };
}

const ACCOUNT_COLUMNS = ['id', 'email', 'role', 'site_ids', 'totp_enabled_at', 'disabled_at'] as const;

/**
 * Staff accounts of the operator console (issue 31): accounts, the password lockout of members'
 * rules (AUTH.lockout, counted per account), sessions with idle and absolute timeouts
 * (OPERATOR_AUTH) and the TOTP second factor's state.
 */
export function createOperatorsRepository(db: Kysely<DB>) {
  /** Ends every session of an operator. */
  const endAllSessions = async (operatorId: number): Promise<void> => {
    await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
  };

  return {
    /** Creates an operator; throws OperatorEmailTakenError for a known e-mail (any case). */
    async create(input: { email: string; passwordHash: string; role: OperatorRole; siteIds: number[] | null }): Promise<number> {
      const taken = await db.selectFrom('operators').select('id').where(sql<string>`lower(email)`, '=', input.email.toLowerCase()).executeTakeFirst();
      if (taken) throw new OperatorEmailTakenError(input.email);
      const row = await db
        .insertInto('operators')
        .values({ email: input.email, password_hash: input.passwordHash, role: input.role, site_ids: input.siteIds ? JSON.stringify(input.siteIds) : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The login data of an e-mail (case-insensitive): account, hash, lockout end; undefined when unknown. */
    async forLogin(email: string): Promise<{ account: OperatorAccount; passwordHash: string; blockedUntil: Date | null } | undefined> {
      const row = await db
        .selectFrom('operators')
        .select([...ACCOUNT_COLUMNS, 'password_hash', 'blocked_until'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!row) return undefined;
      const blocked = row.blocked_until && row.blocked_until.getTime() > Date.now() ? row.blocked_until : null;
      return { account: account(row), passwordHash: row.password_hash, blockedUntil: blocked };
    },

    /** One operator by id, or undefined. */
    async find(id: number): Promise<OperatorAccount | undefined> {
      const row = await db.selectFrom('operators').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? account(row) : undefined;
    },

    /** Every operator, by e-mail. */
    async list(): Promise<OperatorAccount[]> {
      const rows = await db.selectFrom('operators').select(ACCOUNT_COLUMNS).orderBy('email').execute();
      return rows.map(account);
    },

    /**
     * Counts a wrong password (AUTH.lockout: `maxFailures` within `windowMinutes` block the account
     * for `blockMinutes`). Returns the block's end when this failure started it.
     */
    async recordFailure(id: number): Promise<Date | null> {
      const { maxFailures, blockMinutes } = AUTH.lockout;
      const row = await db
        .updateTable('operators')
        .set({ failures: sql<number>`failures + 1` })
        .where('id', '=', id)
        .returning('failures')
        .executeTakeFirst();
      if (!row || row.failures < maxFailures) return null;
      const blocked = await db
        .updateTable('operators')
        .set({ failures: 0, blocked_until: sql<Date>`now() + make_interval(mins => ${blockMinutes})` })
        .where('id', '=', id)
        .returning('blocked_until')
        .executeTakeFirst();
      return blocked?.blocked_until ?? null;
    },

    /** Forgets wrong passwords after a correct one. */
    async clearFailures(id: number): Promise<void> {
      await db.updateTable('operators').set({ failures: 0, blocked_until: null }).where('id', '=', id).execute();
    },

    /** Starts a session (second factor not yet passed); returns the cookie's token. */
    async createSession(operatorId: number, origin: SessionOrigin): Promise<string> {
      const { token, row } = newSession(OPERATOR_AUTH.sessionMaxAgeSeconds, origin);
      await db.insertInto('operator_sessions').values({ ...row, operator_id: operatorId }).execute();
      return token;
    },

    /**
     * The live session of a token (within the absolute and idle timeouts of OPERATOR_AUTH, its
     * operator not disabled, its second factor passed within `mfaMinutes`), or null. Moves `last_seen_at` at most once a minute.
     */
    async session(token: string): Promise<OperatorSession | null> {
      const hash = hashSessionToken(token);
      const row = await db
        .selectFrom('operator_sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['s.id as session_id', 's.mfa_at', 's.last_seen_at', 'o.id', 'o.email', 'o.role', 'o.site_ids', 'o.totp_enabled_at', 'o.disabled_at'])
        .where('s.token_hash', '=', hash)
        .where(liveSession(OPERATOR_AUTH.sessionIdleSeconds, 's'))
        .where('o.disabled_at', 'is', null)
        .where((eb) => eb.or([eb('s.mfa_at', 'is not', null), eb('s.created_at', '>', sql<Date>`now() - make_interval(mins => ${OPERATOR_AUTH.mfaMinutes})`)]))
        .executeTakeFirst();
      if (!row) return null;
      await touchSession(db, 'operator_sessions', row.session_id, row.last_seen_at, 60);
      return { id: row.session_id, operator: account(row), mfaPassed: row.mfa_at !== null };
    },

    /** Marks a session's second factor as passed. */
    async passMfa(sessionId: number): Promise<void> {
      await db.updateTable('operator_sessions').set({ mfa_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
    },

    /** The operator's live sessions, last used first; `current` marks `currentId`. */
    async listSessions(operatorId: number, currentId: number) {
      const rows = await listLiveSessions(db, 'operator_sessions', { column: 'operator_id', id: operatorId }, OPERATOR_AUTH.sessionIdleSeconds);
      return rows.map(({ token_hash: _, ...r }) => ({ ...r, current: r.id === currentId }));
    },

    /** Ends one session of the operator; false when it is not theirs. */
    async endSession(operatorId: number, id: number): Promise<boolean> {
      const row = await db.deleteFrom('operator_sessions').where('id', '=', id).where('operator_id', '=', operatorId).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Ends the session of a cookie's token (sign-out, a new sign-in in the same browser). */
    async endSessionByToken(token: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    },

    /** Ends every session of an operator (disabled, role changed). */
    endAllSessions,

    /** The TOTP secret being enrolled or enrolled, the last step accepted and the recovery-code hashes. */
    async totpState(id: number): Promise<{ secret: string | null; lastStep: number | null; recoveryHashes: string[] } | undefined> {
      const row = await db.selectFrom('operators').select(['totp_secret', 'totp_last_step', 'recovery_codes']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return { secret: row.totp_secret, lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step), recoveryHashes: row.recovery_codes };
    },

    /** Stores a new secret to enrol (only while not enrolled); returns false when already enrolled. */
    async startEnrolment(id: number, secret: string): Promise<boolean> {
      const row = await db
        .updateTable('operators')
        .set({ totp_secret: secret, totp_last_step: null })
        .where('id', '=', id)
        .where('totp_enabled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Accepts the TOTP time step `step` once: true when it is later than the last accepted one
     * (and records it), false for a replay — atomic, so two requests with one code cannot both pass.
     * `enrol` also finishes enrolment with the recovery codes' hashes.
     */
    async acceptStep(id: number, step: number, enrol?: { recoveryHashes: string[] }): Promise<boolean> {
      const row = await db
        .updateTable('operators')
        .set({
          totp_last_step: step,
          ...(enrol ? { totp_enabled_at: sql<Date>`now()`, recovery_codes: JSON.stringify(enrol.recoveryHashes) } : {}),
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Uses up one recovery code (by its sha256): true when it was unused. */
    async useRecoveryCode(id: number, hash: string): Promise<boolean> {
      const row = await db
        .updateTable('operators')
        .set({ recovery_codes: sql<string>`recovery_codes - ${hash}` })
        .where('id', '=', id)
        .where(sql<boolean>`recovery_codes ? ${hash}`)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes the second factor (a lost phone): the next sign-in enrols again. Ends the operator's sessions. */
    async resetSecondFactor(id: number): Promise<void> {
      await db.updateTable('operators').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, recovery_codes: '[]' }).where('id', '=', id).execute();
      await endAllSessions(id);
    },

    /** Sets a new password hash (an admin's reset). Ends the operator's sessions. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('operators').set({ password_hash: passwordHash, failures: 0, blocked_until: null }).where('id', '=', id).execute();
      await endAllSessions(id);
    },

    /** Changes an operator's role, sites or disabled state (admin); ends their sessions. Returns the account after, or undefined. */
    async update(id: number, change: { role?: OperatorRole; siteIds?: number[] | null; disabled?: boolean }): Promise<OperatorAccount | undefined> {
      const row = await db
        .updateTable('operators')
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(change.siteIds !== undefined ? { site_ids: change.siteIds ? JSON.stringify(change.siteIds) : null } : {}),
          ...(change.disabled !== undefined ? { disabled_at: change.disabled ? sql<Date>`now()` : null } : {}),
        })
        .where('id', '=', id)
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirst();
      if (row) await endAllSessions(id);
      return row ? account(row) : undefined;
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type Config, mediaDir } from '../config.js';
import type { DB } from '../db/schema.js';
import { ACCOUNT_TOKENS } from '../repositories/accounts.js';
import { mediaStorage } from './storage/index.js';
import type { Storage } from './storage/storage.js';

/** When and how often deleted accounts are erased (spec §4, §9: reactivation window 14 days). */
export const PURGE = {
  /** Accounts deleted longer ago than this are erased. */
  afterMs: ACCOUNT_TOKENS.reactivationMs,
  /** `src/server.ts` runs the purge at start and then every hour. */
  intervalMs: 60 * 60 * 1000,
  /** Accounts erased per transaction. */
  batchSize: 100,
} as const;

/** What one purge run erased. */
export interface PurgeResult {
  /** Number of accounts erased. */
  accounts: number;
  /** Their profile ids. */
  profileIds: number[];
}

/** The photo directory of a profile in the local media store: `<cdnDir>/media/photos/<profile_id>/` (its key prefix `photos/<profile_id>/`). */
export function profilePhotoDir(config: Config, profileId: number): string {
  return path.join(mediaDir(config), 'photos', String(profileId));
}

/**
 * Erases for good every account deleted more than 14 days before `now` (spec §4 "reactivation
 * possible for 14 days"), in batches of 100, one transaction each:
 * - the conversations the member took part in (their members and every message in them — the
 *   partner can no longer see a conversation whose other side is gone);
 * - the `users` row, which cascades sessions, account tokens, push subscriptions, sign-up
 *   messages and discount codes (complaints keep their text, `user_id` becomes null);
 * - the profile, which cascades images, likes both ways, interests, remaining messages sent
 *   and conversation memberships, and the blocks / reports / swipes rows of migration 003
 *   (their foreign keys cascade too);
 * then, after the commit, the files from the media store (issue 33: local directory or bucket):
 * everything under `photos/<profile_id>/` (profile photos and the chat photos the member sent)
 * and the chat photos the partners sent in the erased conversations.
 * Returns how many accounts were erased. Safe to run concurrently with requests and in several
 * processes (a row deleted by another run is simply not found). `storage` defaults to the
 * configuration's media store (services/storage mediaStorage).
 */
export async function purgeDeletedAccounts(db: Kysely<DB>, config: Config, now: Date = new Date(), storage: Storage = mediaStorage(config)): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - PURGE.afterMs);
  const result: PurgeResult = { accounts: 0, profileIds: [] };
  for (;;) {
    const batch = await db
      .selectFrom('users')
      .select(['id', 'profile_id'])
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', cutoff)
      .orderBy('id')
      .limit(PURGE.batchSize)
      .execute();
    if (batch.length === 0) break;
    const userIds = batch.map((u) => u.id);
    const profileIds = batch.map((u) => u.profile_id);
    const partnerPhotos = await db.transaction().execute(async (trx) => {
      const conversations = trx.selectFrom('conversation_members').select('conversation_id').where('profile_id', 'in', profileIds);
      // Photos the partners sent in these conversations go with them (nobody can open them any more).
      const photos = await trx
        .selectFrom('messages')
        .select('photo_filename')
        .where('conversation_id', 'in', conversations)
        .where('photo_filename', 'is not', null)
        .where('sender_profile_id', 'not in', profileIds)
        .execute();
      await trx.deleteFrom('conversations').where('id', 'in', conversations).execute();
      await trx.deleteFrom('users').where('id', 'in', userIds).execute();
      await trx.deleteFrom('profiles').where('id', 'in', profileIds).execute();
      const keys = [...new Set(photos.flatMap((m) => (m.photo_filename?.startsWith('photos/') ? [m.photo_filename] : [])))];
      if (keys.length === 0) return [];
      // A file still named by a remaining message or image stays (never expected: each upload has its own name).
      const messages = await trx.selectFrom('messages').select('photo_filename as key').where('photo_filename', 'in', keys).execute();
      const images = await trx.selectFrom('images').select('filename as key').where('filename', 'in', keys).execute();
      const kept = new Set([...messages, ...images].map((r) => r.key));
      return keys.filter((key) => !kept.has(key));
    });
    for (const profileId of profileIds) await storage.deletePrefix(`photos/${profileId}/`);
    for (const key of partnerPhotos) await storage.delete(key);
    result.accounts += batch.length;
    result.profileIds.push(...profileIds);
    if (batch.length < PURGE.batchSize) break;
  }
  return result;
}

/** Deleted accounts still inside the reactivation window (for logs and the CLI). */
export async function pendingDeletions(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('deleted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

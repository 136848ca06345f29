import type { Kysely } from 'kysely';
import { READ_CACHE } from '../config.js';
import type { DB } from '../db/schema.js';
import { TtlCache } from '../services/cache.js';
import type { ChatListEntry } from '../types.js';
import { createAccountsRepository } from './accounts.js';
import { createAuditRepository } from './audit.js';
import { createBlocksRepository } from './blocks.js';
import { createCanariesRepository } from './canaries.js';
import { createChatsRepository } from './chats.js';
import { createComplaintsRepository } from './complaints.js';
import { createDiscountCodesRepository } from './discount-codes.js';
import { createInterestsRepository } from './interests.js';
import { createLikesRepository } from './likes.js';
import { createMessagesRepository } from './messages.js';
import { createMemberActionsRepository } from './member-actions.js';
import { createMemberLookupRepository } from './member-lookup.js';
import { createNotificationsRepository } from './notifications.js';
import { createOperatorsRepository } from './operators.js';
import { createPaymentsRepository } from './payments.js';
import { createQueueClaimsRepository } from './queue-claims.js';
import { createPhotoQueueRepository } from './photo-queue.js';
import { createPhotosRepository } from './photos.js';
import { createProfilesRepository } from './profiles.js';
import { createRemotesRepository } from './remotes.js';
import { createReportsRepository } from './reports.js';
import { createSitePagesRepository } from './site-pages.js';
import { createSitesRepository } from './sites.js';
import { createSwipesRepository } from './swipes.js';
import { type CachedSession, createUsersRepository } from './users.js';

/**
 * The in-process read caches of one app (one per API process in production), shared by the
 * repositories that read and invalidate them. See READ_CACHE in src/config.ts.
 */
export interface ReadCaches {
  /** sha256(session token) → the session's member and expiry. */
  sessions: TtlCache<string, CachedSession>;
  /** profile id → that member's conversation list (GET /api/chats.php). */
  chats: TtlCache<number, ChatListEntry[]>;
}

export function createReadCaches(): ReadCaches {
  return {
    sessions: new TtlCache(READ_CACHE.sessionMs, READ_CACHE.maxEntries),
    chats: new TtlCache(READ_CACHE.chatsMs, READ_CACHE.maxEntries),
  };
}

/** All repositories over one database, decorated on the app as `app.repos`. */
export function createRepositories(db: Kysely<DB>, caches: ReadCaches = createReadCaches()) {
  const chats = createChatsRepository(db, caches.chats);
  const profiles = createProfilesRepository(db, chats);
  const likes = createLikesRepository(db, profiles);
  return {
    sites: createSitesRepository(db),
    sitePages: createSitePagesRepository(db),
    profiles,
    users: createUsersRepository(db, profiles, caches.sessions),
    chats,
    messages: createMessagesRepository(db, chats),
    likes,
    blocks: createBlocksRepository(db, profiles, chats),
    photos: createPhotosRepository(db, chats),
    reports: createReportsRepository(db),
    notifications: createNotificationsRepository(db),
    swipes: createSwipesRepository(db, likes),
    remotes: createRemotesRepository(db),
    canaries: createCanariesRepository(db),
    complaints: createComplaintsRepository(db),
    interests: createInterestsRepository(db),
    accounts: createAccountsRepository(db, chats, caches.sessions),
    discountCodes: createDiscountCodesRepository(db),
    payments: createPaymentsRepository(db),
    operators: createOperatorsRepository(db),
    audit: createAuditRepository(db),
    claims: createQueueClaimsRepository(db),
    photoQueue: createPhotoQueueRepository(db),
    memberLookup: createMemberLookupRepository(db),
    memberActions: createMemberActionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

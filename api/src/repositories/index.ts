import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createChatsRepository } from './chats.js';
import { createComplaintsRepository } from './complaints.js';
import { createInterestsRepository } from './interests.js';
import { createLikesRepository } from './likes.js';
import { createProfilesRepository } from './profiles.js';
import { createRemotesRepository } from './remotes.js';
import { createSitesRepository } from './sites.js';
import { createUsersRepository } from './users.js';

/** All repositories over one database, decorated on the app as `app.repos`. */
export function createRepositories(db: Kysely<DB>) {
  const profiles = createProfilesRepository(db);
  return {
    sites: createSitesRepository(db),
    profiles,
    users: createUsersRepository(db, profiles),
    chats: createChatsRepository(db),
    likes: createLikesRepository(db, profiles),
    remotes: createRemotesRepository(db),
    complaints: createComplaintsRepository(db),
    interests: createInterestsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

import fp from 'fastify-plugin';
import { mediaStorage } from '../services/storage/index.js';
import type { Storage } from '../services/storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store (photos, chat photos, gift pictures, avatars): local directory or S3 bucket (services/storage). */
    storage: Storage;
  }
}

/**
 * Plugin 2 (issue 33 "Object storage"): decorates `app.storage` with the configuration's media
 * store (services/storage/index.ts mediaStorage). Throws at start, naming the variables, when
 * S3_* is set but incomplete or malformed. `/readyz` runs its `check()` (plugins/health.ts).
 */
export const storagePlugin = fp(
  async (app) => {
    const storage = mediaStorage(app.config);
    app.decorate('storage', storage);
    app.log.debug({ storage: storage.location }, 'media storage');
  },
  { name: 'amora-storage', dependencies: ['amora-config'] },
);

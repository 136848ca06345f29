import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/interests.php` (public, spec §7) → `{interests: [{id, key}]}`; the frontend localizes each key. */
const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/interests.php', async () => ({ interests: await app.repos.interests.all() }));
};

export default interestsRoutes;

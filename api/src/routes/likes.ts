import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/auth.js';

/**
 * `GET /api/likes.php` (login required, spec §7) → `{likes: Profile[], liked_by:
 * LikedByEntry[], matches: Profile[]}`: profiles the member liked, profiles that liked the
 * member (with `like_new` and `liked_at`), and those liked both ways; newest first.
 */
const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/likes.php', async (request) => {
    const user = requireUser(request);
    return app.repos.likes.state(user.profileId);
  });
};

export default likesRoutes;

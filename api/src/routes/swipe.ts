import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_RULES } from '../config.js';
import { ApiError, blocked, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { SwipeLimitError } from '../repositories/swipes.js';
import type { SwipeState } from '../types.js';

const swipeSchema = z.object({ profile: z.number().int().positive(), like: z.boolean() });

/**
 * `/api/swipe.php` (login; spec §6 "Swipe game: 4 likes per day"):
 * - `GET` → `{likes_left: 0..4, likes_per_day: 4, resets_at}`.
 * - `POST {profile, like}` → `{likes_left, resets_at, match}`: records the decision (a like is
 *   also a like of likes.php; `match` when the other one liked the member). The day is the
 *   member's local day (users.timezone), reset at local midnight; `resets_at` is the next local
 *   midnight as ISO UTC. A like beyond 4 a day → 429 `swipe_limit` (+ resets_at); a pass
 *   (`like: false`) is never limited; liking again a profile already liked in the game does not
 *   count twice. 404 not_found for an unknown, invisible, disabled or own profile; 403 `blocked`.
 *   A new like publishes `like` (and `match` to both) on the live stream as `POST /api/likes.php`.
 */
const swipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { swipes, likes } = app.repos;

  app.get('/api/swipe.php', async (request): Promise<SwipeState> => swipes.state(requireUser(request).id));

  app.post('/api/swipe.php', async (request): Promise<{ likes_left: number; resets_at: string; match: boolean }> => {
    const user = requireUser(request);
    const { profile, like } = parseInput(swipeSchema, request.body);
    const target = await likes.target(user.profileId, profile);
    if (target === 'missing') throw notFound('Profile not found.');
    if (target === 'blocked') throw blocked();
    try {
      const state = await swipes.swipe(user.id, profile, like, app.live);
      return { likes_left: state.likes_left, resets_at: state.resets_at, match: state.match };
    } catch (error) {
      if (error instanceof SwipeLimitError) {
        throw new ApiError(429, 'swipe_limit', `You have used your ${MEMBER_RULES.swipeLikesPerDay} likes for today.`, {
          resets_at: error.resetsAt,
        });
      }
      throw error;
    }
  });
};

export default swipeRoutes;

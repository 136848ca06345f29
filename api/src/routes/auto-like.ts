import type { AutoLikeResponse } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/auth.js';

/**
 * `GET /api/auto-like.php` (login; spec §3 "auto-like profile", §7): called by the match modal when
 * it opens without a profile (a match made while the member was away) → `{profile}`: the newest
 * match whose like of the member is still new, with `main_image.match` (the photo path for the
 * modal, relative to `cdn_prefix`), or `{profile: null}`. Reading changes nothing: the modal marks
 * the match seen with `PUT /api/likes.php {profile, seen: true}`, then the likes reload after
 * 500 ms (spec §9).
 */
const autoLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auto-like.php', async (request): Promise<AutoLikeResponse> => {
    const user = requireUser(request);
    const profile = await app.repos.likes.matchToAnnounce(user.profileId);
    if (!profile) return { profile: null };
    return { profile: { ...profile, main_image: profile.main_image && { ...profile.main_image, match: profile.main_image.filename } } };
  });
};

export default autoLikeRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /api/gifts.php` (public; issue 9, spec §6 "gifting") → `{gifts: [{id, key, image}]}`: the
 * gift catalogue in display order (seeded by migration 006). `key` is localized by the
 * frontends; `image` is relative to `settings.cdn_prefix` (e.g. `gifts/rose.svg`). Sending one
 * costs the site's `gift_credits` (`POST /api/chat.php` with `kind: 'gift'`).
 */
const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.repos;
  app.get('/api/gifts.php', async () => ({ gifts: await messages.gifts() }));
};

export default giftsRoutes;

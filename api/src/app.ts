import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type Config, loadConfig } from './config.js';
import type { DB } from './db/schema.js';
import { authPlugin } from './plugins/auth.js';
import { configPlugin } from './plugins/config.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { originGuardPlugin } from './plugins/origin-guard.js';
import { sitePlugin } from './plugins/site.js';
import { zodPlugin } from './plugins/zod.js';
import activateRoutes from './routes/activate.js';
import chatRoutes from './routes/chat.js';
import chatsRoutes from './routes/chats.js';
import companyInfoRoutes from './routes/companyinfo.js';
import complaintsRoutes from './routes/complaints.js';
import creditsRoutes from './routes/credits.js';
import discountCodeRoutes from './routes/discountcode.js';
import devOutboxRoutes from './routes/dev-outbox.js';
import geocodeRoutes from './routes/geocode.js';
import interestsRoutes from './routes/interests.js';
import likesRoutes from './routes/likes.js';
import logoutRoutes from './routes/logout.js';
import mailChangeRoutes from './routes/mail-change.js';
import membersRoutes from './routes/members.js';
import pageHiddenRoutes from './routes/page-hidden.js';
import profileRoutes from './routes/profile.js';
import photosRoutes from './routes/photos.js';
import blocksRoutes from './routes/blocks.js';
import reportsRoutes from './routes/reports.js';
import notificationsRoutes from './routes/notifications.js';
import notesRoutes from './routes/notes.js';
import mailEventsRoutes from './routes/mail-events.js';
import alertsRoutes from './routes/alerts.js';
import suggestionsRoutes from './routes/suggestions.js';
import swipeRoutes from './routes/swipe.js';
import reactivateRoutes from './routes/reactivate.js';
import regionsRoutes from './routes/regions.js';
import remotesRoutes from './routes/remotes.js';
import resetPasswordRoutes from './routes/reset-password.js';
import settingsRoutes from './routes/settings.js';
import signupRoutes from './routes/signup.js';
import userRoutes from './routes/user.js';

export interface BuildAppOptions {
  /** An open, migrated database (see openDatabase, migrate). The caller closes it. */
  db: Kysely<DB>;
  /** Configuration; defaults to loadConfig() (environment). */
  config?: Config;
}

/**
 * Builds the API (not listening). Plugins are registered in this order, each seeing the ones
 * before it:
 *  1. config   `app.config`
 *  2. db       `app.db`, `app.repos`, `app.mailer`
 *  3. cookie   @fastify/cookie
 *  4. zod      validator/serializer compilers (routes use ZodTypeProvider)
 *  5. errors   JSON errors `{error, message}`, 404 handler, lenient empty JSON bodies
 *  6. site     `request.site` from X-Forwarded-Host / Host (trustProxy)
 *  7. auth     `request.user` from the `amora_session` cookie
 *  8. origin   403 forbidden_origin for cross-origin state-changing requests
 *  9. routes   one file per /api/*.php resource
 */
export async function buildApp({ db, config = loadConfig() }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: true,
    logger: config.logger ? { level: config.nodeEnv === 'production' ? 'info' : 'warn' } : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(cookie);
  await app.register(zodPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(sitePlugin);
  await app.register(authPlugin);
  await app.register(originGuardPlugin);

  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(logoutRoutes);
  await app.register(interestsRoutes);
  await app.register(regionsRoutes);
  await app.register(companyInfoRoutes);
  await app.register(pageHiddenRoutes);
  await app.register(geocodeRoutes);
  await app.register(chatsRoutes);
  await app.register(chatRoutes);
  await app.register(likesRoutes);
  await app.register(membersRoutes);
  await app.register(profileRoutes);
  await app.register(photosRoutes);
  await app.register(blocksRoutes);
  await app.register(reportsRoutes);
  await app.register(notificationsRoutes);
  await app.register(mailEventsRoutes);
  await app.register(alertsRoutes);
  await app.register(suggestionsRoutes);
  await app.register(swipeRoutes);
  await app.register(creditsRoutes);
  await app.register(complaintsRoutes);
  await app.register(devOutboxRoutes);
  await app.register(remotesRoutes);
  await app.register(signupRoutes);
  await app.register(activateRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(mailChangeRoutes);
  await app.register(reactivateRoutes);
  await app.register(discountCodeRoutes);
  await app.register(notesRoutes);

  await app.ready();
  return app;
}

import { ACCOUNT_RULES } from '@amora/contracts/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { renderMail } from '../mail/templates.js';
import { startSession } from '../plugins/auth.js';
import { EmailTakenError } from '../repositories/accounts.js';
import {
  checkDateOfBirth,
  checkNewPassword,
  checkProfileName,
  invalidEmail,
  isEmail,
  publicOrigin,
  siteLocale,
} from '../services/account-rules.js';
import { hashPassword } from '../services/passwords.js';
import { LOCALES, type User } from '../types.js';
import { hasTrafficSource, trackingOf } from '../services/tracking.js';

const tracking = z.string().trim().max(255).nullish();

const signupSchema = z.object({
  email: z.string().trim().max(320),
  name: z.string().trim().min(ACCOUNT_RULES.nameMin).max(ACCOUNT_RULES.nameMax),
  password: z.string().max(1024),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'),
  gender: z.enum(['female', 'male']).nullish(),
  signup_message: z.string().trim().max(5000).nullish(),
  profile: z.number().int().positive().nullish(),
  network: tracking,
  ref: tracking,
  sub1: tracking,
  sub2: tracking,
  sub3: tracking,
  language: z.enum(LOCALES).nullish(),
});

const signupsClosed = () => new ApiError(403, 'signups_closed', 'Sign-up is closed on this site.');

/**
 * `POST /api/signup.php` → 201 User, logged in (session cookie), status not_confirmed, profile
 * disabled until activation; activation mail with `/api/activate.php?token=`. See api/README.md.
 */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repos;

  app.post('/api/signup.php', async (request, reply): Promise<User> => {
    const site = request.site;
    const input = parseInput(signupSchema, request.body);
    const mode = site.settings.signups;
    if (mode === 'invite') throw signupsClosed();
    const tracking = trackingOf(request.cookies, input);
    if (mode === 'with_trafficsource' && !hasTrafficSource(tracking)) throw signupsClosed();

    const email = input.email;
    if (!isEmail(email)) throw invalidEmail();
    checkProfileName(input.name, email);
    checkDateOfBirth(input.date_of_birth);
    checkNewPassword(input.password);
    if (await users.findByEmail(site.id, email)) throw emailTaken();

    const geoHeader = request.headers['x-geo-country'];
    const geo = String(Array.isArray(geoHeader) ? geoHeader[0] : (geoHeader ?? '')).toUpperCase();
    const country = site.settings.countries.includes(geo) ? geo : site.defaultCountry;
    const language = input.language ?? siteLocale(site);
    const text = input.signup_message ?? '';
    const message =
      input.profile && text.length > 0 && (await accounts.messageTargetExists(input.profile))
        ? { toProfileId: input.profile, text: text.slice(0, site.settings.message_length) }
        : null;

    let userId: number;
    try {
      userId = await accounts.create({
        siteId: site.id,
        email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        dateOfBirth: input.date_of_birth,
        gender: input.gender ?? null,
        country,
        language,
        credits: site.settings.signup_credits,
        tracking,
        message,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }

    const token = await accounts.issueToken(userId, 'activation');
    const link = `${publicOrigin(request)}/api/activate.php?token=${token}`;
    const mail = renderMail('activation', language, { site: site.settings.mail_name || site.settings.name, name: input.name, link });
    // Queued: the sign-up never waits on SMTP; this process's worker sends it at once and retries it (issue 32).
    await app.mailer.send({ kind: 'activation', to: email, ...mail, lang: language, siteId: site.id });

    await startSession(request, reply, userId);
    const user = await users.view(userId);
    if (!user) throw new Error('signed-up user not found');
    reply.code(201);
    return user;
  });

};

function emailTaken(): ApiError {
  return new ApiError(409, 'email_taken', 'This e-mail address is already in use.');
}

export default signupRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { startSession } from '../plugins/auth.js';
import { EmailTakenError } from '../repositories/accounts.js';

const bodySchema = z.object({ token: z.string().max(500) });

const emailTaken = () => new ApiError(409, 'email_taken', 'This e-mail address is already in use.');

const linkInvalid = () => new ApiError(400, 'link_invalid', 'Link expired or invalid, request a new email');

/**
 * `POST /api/mail-change.php {token}` (no login needed; the page `/mail-change/do?token=` of the
 * mail-change mail calls it, spec §5) → `{ok: true, email}`: the account's e-mail address becomes
 * the new one (the token is single-use, 24 h). 400 link_invalid (unknown, expired, used, or the
 * account is deleted); 409 email_taken when another account of the site took the address
 * meanwhile (the token stays unused). Every session of the member ends; a browser logged in as
 * the member continues on a new session (issue 16).
 */
const mailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.repos;
  app.post('/api/mail-change.php', async (request, reply): Promise<{ ok: true; email: string }> => {
    const { token } = parseInput(bodySchema, request.body);
    const pending = await accounts.peekToken(token, 'mail_change');
    if (!pending?.email || pending.siteId !== request.site.id) throw linkInvalid();
    const account = await users.findById(pending.userId);
    if (!account || account.deleted_at) throw linkInvalid();
    const other = await users.findByEmail(pending.siteId, pending.email);
    if (other && other.id !== account.id) throw emailTaken();
    const consumed = await accounts.consumeToken(token, 'mail_change');
    if (!consumed?.email) throw linkInvalid();
    try {
      await accounts.changeEmail(consumed.userId, consumed.siteId, consumed.email);
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }
    // The login name changed (issue 16): every session ends; the member's own browser continues on a new one.
    await accounts.endAllSessions(consumed.userId);
    if (request.user?.id === consumed.userId) await startSession(request, reply, consumed.userId);
    return { ok: true, email: consumed.email };
  });
};

export default mailChangeRoutes;

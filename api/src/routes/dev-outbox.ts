import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';

/**
 * `GET /api/dev/outbox.php?to=<email>` (docs/design.md §4, development and e2e only) → `{mails: [{to,
 * subject, text, links, created_at}]}` sent to that address, newest first (at most 50). Every mail is
 * queued and sent by the worker (issue 32): the read first waits (≤ 5 s) for the account mails
 * still on their way to the address, so the activation mail of a sign-up just answered is there.
 * 404 when NODE_ENV=production unless AMORA_DEV_OUTBOX=1.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox.php',
    {
      // Checked before validation so that production answers 404 whatever the query.
      onRequest: async () => {
        if (!app.config.devOutbox) throw notFound();
      },
      schema: { querystring: z.object({ to: z.string().trim().min(1).max(320) }) },
    },
    async (request) => ({ mails: await app.mailer.outbox(request.query.to) }),
  );
};

export default devOutboxRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, parseInput } from '../errors.js';
import { requireDeployToken } from '../services/deploy-token.js';
import type { RemoteVersion } from '../types.js';

/** Federation names of remotes (CONVENTIONS.md "Naming"). */
export const REMOTE_NAME = /^mf_[a-z]+$/;

const nameSchema = z.string().regex(REMOTE_NAME, 'name must match /^mf_[a-z]+$/');

const releaseSchema = z.object({
  name: nameSchema,
  version: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9._+-]+$/, 'version may use letters, digits and . _ + -'),
  manifest_url: z.url({ protocol: /^https?$/ }).max(2048),
});

const rollbackSchema = z.object({ name: nameSchema });

/**
 * The remote registry (DESIGN.md §2):
 * - `GET /api/remotes.php` → `{remotes}`: the active version of each remote.
 * - `GET /api/remotes.php?name=mf_chat` → `{remotes}`: that remote's history, newest first.
 * - `POST /api/remotes.php` + `Authorization: Bearer <token>`, body `{name, version,
 *   manifest_url}` → 201 `{remote}`: registers (or re-uses) the version and makes it the only
 *   active one of that name, in one transaction.
 * - `POST /api/remotes.php?action=rollback` + token, body `{name}` → `{remote}`: re-activates the
 *   version active before the current one; 409 `no_previous_version` when there is none.
 * Token: AMORA_DEPLOY_TOKEN (`dev-deploy-token` outside production when unset; production
 * without it refuses every release). Wrong/missing token → 401 `invalid_deploy_token`.
 * Exempt from the Origin guard (called by tools, not pages).
 */
const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { remotes } = app.repos;

  app.get(
    '/api/remotes.php',
    { schema: { querystring: z.object({ name: nameSchema.optional() }) } },
    async (request): Promise<{ remotes: RemoteVersion[] }> => ({
      remotes: request.query.name ? await remotes.history(request.query.name) : await remotes.active(),
    }),
  );

  app.post(
    '/api/remotes.php',
    {
      onRequest: requireDeployToken(app),
      schema: { querystring: z.object({ action: z.enum(['release', 'rollback']).optional() }) },
    },
    async (request, reply) => {
      if (request.query.action === 'rollback') {
        const { name } = parseInput(rollbackSchema, request.body);
        const remote = await remotes.rollback(name);
        if (!remote) throw new ApiError(409, 'no_previous_version', `No earlier version of ${name} to roll back to.`);
        return { remote };
      }
      const { name, version, manifest_url } = parseInput(releaseSchema, request.body);
      const remote = await remotes.release(name, version, manifest_url);
      return reply.status(201).send({ remote });
    },
  );
};

export default remotesRoutes;

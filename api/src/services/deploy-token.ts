import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { safeEqual } from './passwords.js';

/**
 * An `onRequest` hook for operator calls (the remote registry, the `/{token}` pages): the request
 * must carry `Authorization: Bearer <AMORA_DEPLOY_TOKEN>` (`dev-deploy-token` outside production
 * when unset; production without one refuses every call).
 * @throws ApiError 401 `invalid_deploy_token`
 */
export function requireDeployToken(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const expected = app.config.deployToken;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!expected || !match?.[1] || !safeEqual(match[1], expected)) {
      throw new ApiError(401, 'invalid_deploy_token', 'A valid deploy token is required.');
    }
  };
}

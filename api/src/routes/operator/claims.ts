import { type ClaimQueue, type ClaimsReleaseResponse, claimsReleaseQuery } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../plugins/operator-auth.js';
import type { QueueName } from '../../repositories/queue-claims.js';

/** The claims tables' queues behind each queue screen of the console. */
const QUEUES: Record<ClaimQueue, readonly QueueName[]> = {
  photos: ['photo', 'chat_photo'],
  reports: ['report'],
  complaints: ['complaint'],
};

/**
 * `DELETE /api/operator/claims.php?queue=photos|reports|complaints` (issue 31 "each item claimable
 * so two moderators never review the same one"; any signed-in operator) → `{released}`: lets go of
 * every item of that queue this operator holds, so what he fetched but did not decide goes back to
 * the others at once when he leaves the screen instead of after CLAIM_MINUTES. Only his own
 * claims; nothing is audited (nothing changed). The CLIs hold none: `{released: 0}`.
 */
const operatorClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/api/operator/claims.php', { schema: { querystring: claimsReleaseQuery } }, async (request): Promise<ClaimsReleaseResponse> => {
    const actor = requireOperator(request, null);
    if (actor.operatorId === null) return { released: 0 };
    return { released: await app.repos.claims.releaseAllOf(QUEUES[request.query.queue], actor.operatorId) };
  });
};

export default operatorClaimsRoutes;

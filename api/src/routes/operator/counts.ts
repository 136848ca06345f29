import { type OperatorCounts, type OperatorPermission, operatorMay } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OperatorActor, requireOperator } from '../../plugins/operator-auth.js';

/** Whether the actor's role holds `permission` (the CLIs hold all). */
const may = (actor: OperatorActor, permission: OperatorPermission): boolean => actor.role === 'cli' || operatorMay(actor.role, permission);

/**
 * `GET /api/operator/counts.php` (issue 31 "Queues": "counts in the console's navigation"; any
 * signed-in operator) → `{photos, reports, complaints}`: pending profile and chat photos, open
 * reports and open complaints on the operator's sites (claimed or not); 0 for a queue the role
 * may not see (permissions `photos`, `reports`, `complaints`).
 */
const operatorCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoQueue, reports, complaints } = app.repos;

  app.get('/api/operator/counts.php', async (request): Promise<OperatorCounts> => {
    const actor = requireOperator(request, null);
    const { siteIds } = actor;
    const [photos, openReports, openComplaints] = await Promise.all([
      may(actor, 'photos') ? photoQueue.count(siteIds) : 0,
      may(actor, 'reports') ? reports.queue(siteIds, null, 0).then((q) => q.total) : 0,
      may(actor, 'complaints') ? complaints.count('open', siteIds) : 0,
    ]);
    return { photos, reports: openReports, complaints: openComplaints };
  });
};

export default operatorCountsRoutes;

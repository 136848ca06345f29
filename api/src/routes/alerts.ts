import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { ALERT_KINDS, type AlertKind } from '../types.js';

const alertSchema = z.object({ alert: z.enum(ALERT_KINDS) });

/**
 * `PUT /api/alerts.php` (login) `{alert: 'photo'|'push'|'notifications'}` → `{alerts_dismissed:
 * {photo?, push?, notifications?}}` (ISO times): stores now as the alert's dismissal time (spec
 * §4 "Dismissible alerts … dismissal time is stored so they stay hidden"); `User.alerts_dismissed`
 * carries the same map.
 */
const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/api/alerts.php', async (request): Promise<{ alerts_dismissed: Partial<Record<AlertKind, string>> }> => {
    const user = requireUser(request);
    const { alert } = parseInput(alertSchema, request.body);
    return { alerts_dismissed: await app.repos.notifications.dismissAlert(user.id, alert) };
  });
};

export default alertsRoutes;

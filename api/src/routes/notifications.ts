import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationRequired, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { NOTIFICATION_TYPES, type NotificationsState } from '../types.js';

const settingsSchema = z.object({
  settings: z.partialRecord(z.enum(NOTIFICATION_TYPES), z.boolean()),
});

/**
 * `/api/notifications.php` (login; spec §2 /notifications, §3 "Notification preference types"):
 * - `GET` → `{settings: {new_conversations, new_messages, like, unread_message_reminders,
 *   promotions, weekly_updates, news, reminders: boolean}, notifications_disabled:
 *   ('spam_complaint'|'bounce'|'unsubscribe')[]}`.
 * - `PUT {settings: partial map}` → the same shape (the given types saved, the others kept).
 *   400 invalid_request for an unknown type or a non-boolean.
 * - `POST ?enable=1` → the same shape with `notifications_disabled: []`: the member switches
 *   e-mail on again after a complaint, bounce or unsubscribe (spec §4).
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.repos;

  const found = (state: NotificationsState | null): NotificationsState => {
    if (!state) throw authenticationRequired();
    return state;
  };

  app.get('/api/notifications.php', async (request): Promise<NotificationsState> => {
    return found(await notifications.state(requireUser(request).id));
  });

  app.put('/api/notifications.php', async (request): Promise<NotificationsState> => {
    const user = requireUser(request);
    const { settings } = parseInput(settingsSchema.strict(), request.body);
    return found(await notifications.save(user.id, settings));
  });

  app.post(
    '/api/notifications.php',
    { schema: { querystring: z.object({ enable: z.literal('1') }) } },
    async (request): Promise<NotificationsState> => found(await notifications.enable(requireUser(request).id)),
  );
};

export default notificationsRoutes;

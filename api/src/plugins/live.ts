import fp from 'fastify-plugin';
import { LiveHub } from '../services/live-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live event hub of this process (services/live-events.ts): `app.live.publish(userIds,
     * { type, data }, trx?)` stores an event per member and announces it through LISTEN/NOTIFY
     * once the transaction commits; `GET /api/events.php` streams it.
     */
    live: LiveHub;
  }
}

/**
 * Plugin 2b: decorates `app.live` and starts listening on the database's live channel (a dedicated
 * PostgreSQL connection, or PGlite's in-process LISTEN); members' sessions ended on any process
 * leave this one's session cache (`LiveHub.endSessions`). On close it first ends the open streams
 * (`preClose`, so the server can close: clients reconnect to another process and resume with
 * Last-Event-ID), then stops listening.
 */
export const livePlugin = fp(
  async (app) => {
    const hub = await LiveHub.open(app.db, app.log);
    app.decorate('live', hub);
    // Sessions ended on any process (a ban, issue 31) are forgotten by this one's cache at once.
    hub.onSessionsEnded((userIds) => {
      for (const userId of userIds) app.repos.accounts.forgetSessions(userId);
    });
    // A member's events stored by any process (a message, a read, a removed chat…) make this one
    // forget the member's cached chat list at once (issue 33): with several API processes, the
    // page that refreshes on the event may ask another process than the one that wrote.
    hub.onNotified((userIds) => app.repos.chats.invalidateChatsOfUsers(userIds));
    app.addHook('preClose', async () => {
      hub.closeStreams();
    });
    app.addHook('onClose', async () => {
      await hub.stop();
    });
  },
  { name: 'amora-live', dependencies: ['amora-db'] },
);

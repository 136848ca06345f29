import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationRequired } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { exportMemberData } from '../services/data-export.js';

/**
 * `GET /api/export.php` (login; issue 16 GDPR Art. 15/20, the "Download my data" link of
 * `/profile`) → 200 `application/zip` as a download (`amora-data-YYYY-MM-DD.zip`): README.txt,
 * account, profile, photos, messages, likes, notes, blocks, reports, discount codes, payments,
 * complaints and staff actions on the account (issue 31: action, time, reason; by "staff") as JSON,
 * and the member's own photo files (services/data-export.ts). 403
 * authentication_required; 429 rate_limited (RATE_LIMITS: a few archives per hour).
 */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/export.php', async (request, reply) => {
    const user = requireUser(request);
    const archive = await exportMemberData(app.db, user.id, app.storage);
    if (!archive) throw authenticationRequired();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="amora-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  });
};

export default exportRoutes;

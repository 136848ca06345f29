import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { paymentReceipt } from '../services/receipt.js';

const query = z.object({ payment: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/**
 * `GET /api/receipt.php?payment=ID` (login; issue 32 "Receipts", the "Download receipt (PDF)"
 * link of `/transactions/{id}`) → 200 `application/pdf` as a download
 * (`Content-Disposition: attachment; filename="receipt-AMORA-2026-42.pdf"`, `Cache-Control:
 * private, no-store`): the receipt of the member's own completed or refunded payment, in the
 * member's language (services/receipt.ts). 404 not_found for a payment that is pending, failed,
 * another member's or unknown; 403 authentication_required; 400 invalid_request without a
 * numeric `payment`; 429 rate_limited (RATE_LIMITS).
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/receipt.php', { schema: { querystring: query } }, async (request, reply) => {
    const user = requireUser(request);
    const receipt = await paymentReceipt(app.db, app.config, request.query.payment, { userId: user.id });
    if (!receipt) throw notFound('No receipt for this payment.');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receipt.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(receipt.pdf);
  });
};

export default receiptRoutes;

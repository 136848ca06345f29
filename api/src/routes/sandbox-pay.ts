import { type Payment, sandboxPayBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { toPayment } from '../repositories/payments.js';
import { deliverSandboxEvent } from '../services/payments/sandbox.js';

const query = z.object({ payment: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/**
 * `POST /api/sandbox-pay.php?payment=ID {action: 'pay'|'fail'|'cancel'}` (login; issue 11): the
 * sandbox provider's page `/sandbox-pay/{id}` reports the member's choice. The sandbox turns it
 * into the signed webhook a real provider would send and posts it to `/api/payment-webhook.php`
 * through the full verification, then answers the payment as it now is (`{payment}`). 404
 * not_found (not the member's, or off: production without AMORA_SANDBOX_PAYMENTS=1), 409
 * `payment_not_pending` when it was already decided.
 */
const sandboxPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/sandbox-pay.php', { schema: { querystring: query } }, async (request): Promise<{ payment: Payment }> => {
    const user = requireUser(request);
    if (!app.config.sandboxPayments) throw notFound();
    const { action } = parseInput(sandboxPayBody, request.body);
    const row = await app.repos.payments.byId(user.id, request.query.payment);
    if (!row || row.provider !== 'sandbox' || !row.provider_ref) throw notFound('Payment not found.');
    if (row.status !== 'pending') throw new ApiError(409, 'payment_not_pending', 'This payment was already decided.', { payment: toPayment(row) });
    await deliverSandboxEvent(app, row.provider_ref, action);
    const after = await app.repos.payments.byId(user.id, row.id);
    return { payment: toPayment(after ?? row) };
  });
};

export default sandboxPayRoutes;

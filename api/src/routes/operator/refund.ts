import { type Payment, refundBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, parseInput } from '../../errors.js';
import { actorMaySite, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { toPayment } from '../../repositories/payments.js';
import { refundThroughProvider } from '../../services/payments/refund.js';

/**
 * `POST /api/operator/refund.php {payment_id, reason}` (issue 31; permission `payments`; also
 * `npm run payments -w api -- refund <id>`) → `{payment}` refunded: only a completed payment
 * within its site's `refund_days` of completion (spec §9), exactly once; the provider refunds
 * while the row is locked, the credits go back in the same transaction (at most what the member
 * still has) and the member's open pages hear `credits`. One audit row `payment.refund` (credits
 * and status before/after, the reason) in that transaction. 404 not_found (unknown, or a site the
 * operator may not act on), 409 not_refundable.
 */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, sites, audit } = app.repos;

  app.post('/api/operator/refund.php', async (request): Promise<{ payment: Payment }> => {
    const actor = requireOperator(request, 'payments');
    const { payment_id: id, reason } = parseInput(refundBody, request.body);
    const found = await payments.find(id);
    if (!found || !actorMaySite(actor, found.site_id)) throw notFound('Payment not found.');
    const [domain] = await sites.domainsOf([found.site_id]);
    const site = domain ? await sites.resolve(domain) : null;
    const refunded = await payments.refund(
      id,
      site?.settings.refund_days ?? 0,
      // The payment's own provider (issue 32), whatever the site chooses today.
      (row) => refundThroughProvider(app.paymentProviders, row),
      app.live,
      ({ payment, credits }, trx) =>
        audit.record(
          auditEntry(request, actor, {
            siteId: payment.site_id,
            action: 'payment.refund',
            targetType: 'payment',
            targetId: payment.id,
            userId: payment.user_id,
            before: { status: 'completed', credits: credits.before },
            after: { status: payment.status, credits: credits.after, refunded_credits: payment.refunded_credits },
            reason,
          }),
          trx,
        ),
    );
    return { payment: toPayment(refunded) };
  });
};

export default refundRoutes;

import { type ComplaintQueueResponse, complaintQueueQuery, complaintReplyBody, complaintStatusBody } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, parseInput } from '../../errors.js';
import { type OperatorActor, actorMaySite, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { claimedByOther } from '../../repositories/queue-claims.js';

/**
 * The complaints queue of the operator console (issue 31 "Queues"; permission `complaints`):
 * what visitors and members sent through `/complaints` (spec §2, `POST /api/complaints.php`).
 * - `GET /api/operator/complaints.php[?status=open|answered|closed (open)][&limit=1..50 (20)]` →
 *   `{complaints, total}`: the oldest complaints of that status on the operator's sites, with
 *   the complainant's account (if logged in) and the replies; open ones are claimed like photos
 *   (one held by another operator is left out). `total`: every complaint of that status there.
 * - `POST /api/operator/complaints.php {id, reply: 1..5000}` → `{ok}`: mails the reply to the
 *   complainant (from the site's usual sender, subject `Re: <subject>`, the operator's text only:
 *   no staff address), stores it, status `answered`, audit `complaint.reply` with the text.
 * - `PUT /api/operator/complaints.php {id, status}` → `{ok}`, audit `complaint.status` (before/after).
 * Both release the claim. 404 not_found for an unknown complaint or one of a site the operator
 * may not act on; 409 claimed_by_other while another operator holds it.
 */
const complaintQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { complaints, claims, audit } = app.repos;

  /** The complaint `id` if the actor may act on it now, else 404 / 409. */
  async function actionable(actor: OperatorActor, id: number) {
    const complaint = await complaints.find(id);
    if (!complaint || !actorMaySite(actor, complaint.site_id)) throw notFound('No such complaint.');
    const holder = await claims.holder('complaint', id);
    if (holder !== null && holder !== actor.operatorId) throw claimedByOther();
    return complaint;
  }

  app.get('/api/operator/complaints.php', { schema: { querystring: complaintQueueQuery } }, async (request): Promise<ComplaintQueueResponse> => {
    const actor = requireOperator(request, 'complaints');
    const { status, limit } = request.query;
    let rows = await complaints.oldest(status, { siteIds: actor.siteIds, operatorId: actor.operatorId }, limit);
    let held = new Map<number, Date>();
    if (status === 'open' && actor.operatorId !== null) {
      const ids = rows.map((r) => r.id);
      await claims.claim('complaint', ids, actor.operatorId);
      held = await claims.heldUntil('complaint', ids, actor.operatorId);
      rows = rows.filter((r) => held.has(r.id));
    }
    const [total, replies] = await Promise.all([complaints.count(status, actor.siteIds), complaints.replies(rows.map((r) => r.id))]);
    return {
      total,
      complaints: rows.map((r) => ({
        id: r.id,
        site: r.site,
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        created_at: new Date(r.created_at).toISOString(),
        status: r.status,
        answered_at: r.answered_at ? new Date(r.answered_at).toISOString() : null,
        member: r.user_id !== null && r.profile_id !== null ? { user_id: r.user_id, profile_id: r.profile_id, name: r.profile_name ?? '' } : null,
        replies: replies
          .filter((x) => x.complaint_id === r.id)
          .map((x) => ({ text: x.text, operator: x.operator, created_at: new Date(x.created_at).toISOString() })),
        claimed_until: held.get(r.id)?.toISOString() ?? null,
      })),
    };
  });

  app.post('/api/operator/complaints.php', async (request) => {
    const actor = requireOperator(request, 'complaints');
    const { id, reply } = parseInput(complaintReplyBody, request.body);
    const complaint = await actionable(actor, id);
    // Queued first (issue 32: stored, sent and retried by the worker): a reply is recorded as sent only once the queue has it.
    await app.mailer.send({ kind: 'complaint_reply', to: complaint.email, subject: `Re: ${complaint.subject}`, text: reply, siteId: complaint.site_id });
    await app.db.transaction().execute(async (trx) => {
      const before = await complaints.addReply(trx, id, actor.operatorId, reply);
      const entry = { siteId: complaint.site_id, action: 'complaint.reply', targetType: 'complaint', targetId: id, userId: complaint.user_id };
      await audit.record(auditEntry(request, actor, { ...entry, before: { status: before }, after: { status: 'answered', reply } }), trx);
    });
    await claims.release('complaint', id);
    return { ok: true as const };
  });

  app.put('/api/operator/complaints.php', async (request) => {
    const actor = requireOperator(request, 'complaints');
    const { id, status } = parseInput(complaintStatusBody, request.body);
    const complaint = await actionable(actor, id);
    await app.db.transaction().execute(async (trx) => {
      const before = await complaints.setStatus(trx, id, status);
      const entry = { siteId: complaint.site_id, action: 'complaint.status', targetType: 'complaint', targetId: id, userId: complaint.user_id };
      await audit.record(auditEntry(request, actor, { ...entry, before: { status: before }, after: { status } }), trx);
    });
    await claims.release('complaint', id);
    return { ok: true as const };
  });
};

export default complaintQueueRoutes;

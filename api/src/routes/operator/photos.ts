import { type PhotoQueueResponse, type QueuePhotoKind, photoDecisionBody, photoQueueQuery } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { cdnPrefix } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { notFound, parseInput } from '../../errors.js';
import { actorMaySite, auditEntry, requireOperator } from '../../plugins/operator-auth.js';
import { PHOTO_QUEUE } from '../../repositories/photo-queue.js';
import { claimedByOther } from '../../repositories/queue-claims.js';

/**
 * The photo queue of the operator console (issue 31 "Queues"; permission `photos`): profile and
 * chat photos waiting for review (spec §4, §5 "Pictures are inspected before display").
 * - `GET /api/operator/photos.php[?limit=1..50 (20)][&kind=profile|chat]` → `{photos, total}`:
 *   the oldest pending photos of the operator's sites that no other operator holds, now claimed
 *   by this one for CLAIM_MINUTES (the CLIs claim nothing: `claimed_until` null); URLs absolute
 *   with the site's `cdn_prefix`; the member and their other profile photos beside each.
 *   `total`: every pending photo of the operator's sites.
 * - `POST /api/operator/photos.php {kind, id, decision: 'approve'|'reject', reason?}` → `{ok}`:
 *   the photo becomes `active` or `disabled` (members see it live as before), the claim ends and
 *   one audit row is written in the same transaction (`photo.approve` / `photo.reject`, target
 *   `photo` or `chat_photo`). 409 claimed_by_other; 404 not_found for an unknown photo, one
 *   reviewed already, or one of a site the operator may not act on.
 */
const photoQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photoQueue, photos, claims, audit, sites } = app.repos;
  const { messages } = app.repos;

  /** The CDN prefix of a site's media (its `cdn_prefix` setting, else the configured one). */
  async function prefixOf(domain: string): Promise<string> {
    return (await sites.resolve(domain))?.settings.cdn_prefix ?? cdnPrefix(app.config);
  }

  app.get('/api/operator/photos.php', { schema: { querystring: photoQueueQuery } }, async (request): Promise<PhotoQueueResponse> => {
    const actor = requireOperator(request, 'photos');
    const { limit, kind } = request.query;
    const candidates = await photoQueue.oldest({ siteIds: actor.siteIds, operatorId: actor.operatorId }, limit, kind);
    const held = new Map<string, Date | null>();
    for (const k of ['profile', 'chat'] as const) {
      const ids = candidates.filter((c) => c.kind === k).map((c) => c.id);
      if (actor.operatorId === null) {
        for (const id of ids) held.set(`${k}:${id}`, null);
        continue;
      }
      // Of two operators fetching at once, each item goes to one: the other's copy is dropped here.
      await claims.claim(PHOTO_QUEUE[k], ids, actor.operatorId);
      for (const [id, until] of await claims.heldUntil(PHOTO_QUEUE[k], ids, actor.operatorId)) held.set(`${k}:${id}`, until);
    }
    const items = candidates.filter((c) => held.has(`${c.kind}:${c.id}`));
    const profileIds = [...new Set(items.map((i) => i.profile_id))];
    const [total, members, context] = await Promise.all([photoQueue.count(actor.siteIds), photoQueue.members(profileIds), photoQueue.photosOf(profileIds)]);
    const prefixes = new Map<string, string>();
    for (const domain of new Set(members.map((m) => m.site))) prefixes.set(domain, await prefixOf(domain));
    const memberOf = new Map(members.map((m) => [m.profile_id, m]));
    return {
      total,
      photos: items.flatMap((item) => {
        const member = memberOf.get(item.profile_id);
        if (!member) return [];
        const prefix = prefixes.get(member.site) ?? cdnPrefix(app.config);
        const until = held.get(`${item.kind}:${item.id}`) ?? null;
        return [
          {
            kind: item.kind,
            id: item.id,
            url: `${prefix}${item.filename}`,
            thumb_url: `${prefix}${item.thumb_filename}`,
            created_at: new Date(item.created_at).toISOString(),
            member: { user_id: member.user_id, profile_id: member.profile_id, name: member.name, age: member.age, country: member.country, site: member.site },
            other_photos: context
              .filter((p) => p.profile_id === item.profile_id && !(item.kind === 'profile' && p.id === item.id))
              .map((p) => ({ id: p.id, thumb_url: `${prefix}${p.thumb_filename}`, status: p.status })),
            claimed_until: until?.toISOString() ?? null,
          },
        ];
      }),
    };
  });

  app.post('/api/operator/photos.php', async (request) => {
    const actor = requireOperator(request, 'photos');
    const { kind, id, decision, reason } = parseInput(photoDecisionBody, request.body);
    const photo = await photoQueue.find(kind, id);
    if (!photo || !actorMaySite(actor, photo.site_id)) throw notFound('No such photo waiting for review.');
    const holder = await claims.holder(PHOTO_QUEUE[kind], id);
    if (holder !== null && holder !== actor.operatorId) throw claimedByOther();
    const status = decision === 'approve' ? 'active' : 'disabled';
    const record = (trx: Kysely<DB>) =>
      audit.record(
        auditEntry(request, actor, {
          siteId: photo.site_id,
          action: `photo.${decision}`,
          targetType: photoTarget(kind),
          targetId: id,
          userId: photo.user_id,
          before: { status: 'pending' },
          after: { status },
          reason: reason || null,
        }),
        trx,
      );
    const reviewed = kind === 'profile' ? await photos.review(id, status, record) : await messages.reviewPhoto(id, status, app.live, record);
    if (!reviewed) throw notFound('No such photo waiting for review.');
    await claims.release(PHOTO_QUEUE[kind], id);
    return { ok: true as const };
  });
};

/** The audit log's target type of a photo of the queue. */
const photoTarget = (kind: QueuePhotoKind): string => (kind === 'profile' ? 'photo' : 'chat_photo');

export default photoQueueRoutes;

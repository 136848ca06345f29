import type { QueuePhotoKind } from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { notHeldByOthers, type QueueName } from './queue-claims.js';

/** The claims queue of each kind of photo (queue_claims.queue). */
export const PHOTO_QUEUE: Record<QueuePhotoKind, QueueName> = { profile: 'photo', chat: 'chat_photo' };

/** A pending photo of the queue: what it is, whose, when, its files (relative to the CDN prefix; a chat photo has no thumbnail). */
export interface PendingPhoto {
  kind: QueuePhotoKind;
  id: number;
  profile_id: number;
  user_id: number;
  site_id: number;
  created_at: Date;
  filename: string;
  thumb_filename: string;
}

/** Who may see which items: the operator's sites (null = all) and whose claims to skip (null: the CLIs, skipping every claim). */
export interface QueueViewer {
  siteIds: number[] | null;
  operatorId: number | null;
}

/**
 * The photo queue of the operator console (issue 31 "Queues"): pending profile photos
 * (`images.status`) and chat photos (`messages.photo_status`) of live accounts in one list,
 * oldest first. Each branch reads its partial index of pending rows in `(created_at, id)` order
 * (migration 020), so the oldest screen is found without sorting every pending photo.
 */
export function createPhotoQueueRepository(db: Kysely<DB>) {
  /** Pending profile photos of live accounts on `viewer`'s sites (skipping those others hold when `skipClaimed`). */
  const pendingProfilePhotos = (viewer: QueueViewer, skipClaimed: boolean) =>
    db
      .selectFrom('images as i')
      .innerJoin('users as u', 'u.profile_id', 'i.profile_id')
      .select([
        sql<QueuePhotoKind>`'profile'`.as('kind'),
        'i.id',
        'i.profile_id',
        'u.id as user_id',
        'u.site_id',
        'i.created_at',
        'i.filename',
        'i.thumb_filename',
      ])
      .where('i.status', '=', 'pending')
      .where('u.deleted_at', 'is', null)
      .$if(viewer.siteIds !== null, (q) => q.where('u.site_id', 'in', viewer.siteIds as number[]))
      .$if(skipClaimed, (q) => q.where(notHeldByOthers(PHOTO_QUEUE.profile, 'i.id', viewer.operatorId)));

  /** The same for chat photos (the full file stands for the thumbnail: chat keeps none). */
  const pendingChatPhotos = (viewer: QueueViewer, skipClaimed: boolean) =>
    db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.profile_id', 'm.sender_profile_id')
      .select([
        sql<QueuePhotoKind>`'chat'`.as('kind'),
        'm.id',
        'm.sender_profile_id as profile_id',
        'u.id as user_id',
        'u.site_id',
        'm.created_at',
        sql<string>`m.photo_filename`.as('filename'),
        sql<string>`m.photo_filename`.as('thumb_filename'),
      ])
      .where('m.kind', '=', 'photo')
      .where('m.photo_status', '=', 'pending')
      .where('u.deleted_at', 'is', null)
      .$if(viewer.siteIds !== null, (q) => q.where('u.site_id', 'in', viewer.siteIds as number[]))
      .$if(skipClaimed, (q) => q.where(notHeldByOthers(PHOTO_QUEUE.chat, 'm.id', viewer.operatorId)));

  /** The pending photos of one kind, or both as one union, as the subquery `q`. */
  function pending(viewer: QueueViewer, skipClaimed: boolean, kind?: QueuePhotoKind) {
    const union =
      kind === 'profile'
        ? pendingProfilePhotos(viewer, skipClaimed)
        : kind === 'chat'
          ? pendingChatPhotos(viewer, skipClaimed)
          : pendingProfilePhotos(viewer, skipClaimed).unionAll(pendingChatPhotos(viewer, skipClaimed));
    return db.selectFrom(union.as('q'));
  }

  return {
    /** The `limit` oldest pending photos that no other operator holds, on the viewer's sites; optionally of one kind. */
    async oldest(viewer: QueueViewer, limit: number, kind?: QueuePhotoKind): Promise<PendingPhoto[]> {
      if (viewer.siteIds?.length === 0) return [];
      return pending(viewer, true, kind).selectAll('q').orderBy('q.created_at').orderBy('q.id').limit(limit).execute();
    },

    /** How many photos wait for review on these sites (null = all), claimed or not. */
    async count(siteIds: number[] | null): Promise<number> {
      if (siteIds?.length === 0) return 0;
      const row = await pending({ siteIds, operatorId: null }, false)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** One pending photo (of a live account), or null when unknown or already reviewed. */
    async find(kind: QueuePhotoKind, id: number): Promise<PendingPhoto | null> {
      const row = await pending({ siteIds: null, operatorId: null }, false, kind).selectAll('q').where('q.id', '=', id).executeTakeFirst();
      return row ?? null;
    },

    /** The members of `profileIds`: name, age (years), country and site domain. */
    async members(profileIds: number[]) {
      if (profileIds.length === 0) return [];
      return db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.profile_id', 'p.id')
        .innerJoin('sites as s', 's.id', 'u.site_id')
        .select([
          'p.id as profile_id',
          'u.id as user_id',
          'p.name',
          sql<number>`extract(year from age(current_date, p.date_of_birth))::int`.as('age'),
          'p.country',
          's.domain as site',
        ])
        .where('p.id', 'in', profileIds)
        .execute();
    },

    /** The profile photos of `profileIds` (every status) by position, for the context beside an item. */
    async photosOf(profileIds: number[]) {
      if (profileIds.length === 0) return [];
      return db
        .selectFrom('images')
        .select(['id', 'profile_id', 'thumb_filename', 'status'])
        .where('profile_id', 'in', profileIds)
        .orderBy('profile_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}

export type PhotoQueueRepository = ReturnType<typeof createPhotoQueueRepository>;

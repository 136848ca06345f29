import { type Kysely, sql } from 'kysely';
import { MEMBER_RULES } from '../config.js';
import type { DB } from '../db/schema.js';
import type { Image } from '../types.js';
import type { ChatsRepository } from './chats.js';

const IMAGE_COLUMNS = ['id', 'filename', 'thumb_filename', 'status', 'premium'] as const;

/** A reviewed photo: the image and its profile. */
export type ReviewedImage = Image & { profile_id: number };

/** A stored photo's two files, relative to the CDN media directory. */
export interface PhotoFiles {
  filename: string;
  thumb_filename: string;
}

/**
 * The member's own photos (spec §1 "can upload 3 photos … up to 25 uploads", §4 "Pictures are
 * inspected before display"): uploads start `pending`; the operator sets them `active` or
 * `disabled`. The member's first photo becomes the main photo.
 */
export function createPhotosRepository(db: Kysely<DB>, chats: Pick<ChatsRepository, 'invalidateChatsShowing'>) {
  /** Moves the main photo of a profile to its first other photo (active ones first), or null. */
  async function moveMain(trx: Kysely<DB>, profileId: number, exceptId: number): Promise<void> {
    const next = await trx
      .selectFrom('images')
      .select('id')
      .where('profile_id', '=', profileId)
      .where('id', '<>', exceptId)
      .orderBy(sql`status = 'active'`, 'desc')
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .updateTable('profiles')
      .set({ main_image_id: next?.id ?? null })
      .where('id', '=', profileId)
      .execute();
  }

  return {
    /** Every photo of the member (pending and disabled ones too) by position, and the main photo's id. */
    async own(profileId: number): Promise<{ images: Image[]; main_image_id: number | null }> {
      const [images, profile] = await Promise.all([
        db.selectFrom('images').select(IMAGE_COLUMNS).where('profile_id', '=', profileId).orderBy('position').orderBy('id').execute(),
        db.selectFrom('profiles').select('main_image_id').where('id', '=', profileId).executeTakeFirst(),
      ]);
      return { images, main_image_id: profile?.main_image_id ?? null };
    },

    /** The member's upload limit: MEMBER_RULES.premiumPhotos for a premium member (paid_user), else freePhotos. */
    async limit(userId: number): Promise<number> {
      const row = await db.selectFrom('users').select('paid_user').where('id', '=', userId).executeTakeFirst();
      return row?.paid_user ? MEMBER_RULES.premiumPhotos : MEMBER_RULES.freePhotos;
    },

    /** How many photos the member has (any status): what the upload limit counts. */
    async count(profileId: number): Promise<number> {
      const row = await db
        .selectFrom('images')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('profile_id', '=', profileId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /**
     * Adds an uploaded photo (`pending`, last position) unless the member already has `limit`
     * photos (checked under a lock of the profile row, so parallel uploads cannot pass it).
     * The first photo becomes the main photo. Returns the image, or null when over the limit.
     */
    async add(profileId: number, files: PhotoFiles, limit: number): Promise<Image | null> {
      const image = await db.transaction().execute(async (trx) => {
        const profile = await trx
          .selectFrom('profiles')
          .select('main_image_id')
          .where('id', '=', profileId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const stats = await trx
          .selectFrom('images')
          .select([sql<number>`count(*)::int`.as('n'), sql<number>`coalesce(max(position) + 1, 0)::int`.as('next')])
          .where('profile_id', '=', profileId)
          .executeTakeFirstOrThrow();
        if (stats.n >= limit) return null;
        const inserted = await trx
          .insertInto('images')
          .values({ profile_id: profileId, ...files, status: 'pending', premium: false, position: stats.next })
          .returning(IMAGE_COLUMNS)
          .executeTakeFirstOrThrow();
        if (profile.main_image_id === null) {
          await trx.updateTable('profiles').set({ main_image_id: inserted.id }).where('id', '=', profileId).execute();
        }
        return inserted;
      });
      if (image) chats.invalidateChatsShowing(profileId);
      return image;
    },

    /** Makes one of the member's photos the main photo; false when it is not the member's. */
    async setMain(profileId: number, imageId: number): Promise<boolean> {
      const result = await db
        .updateTable('profiles')
        .set({ main_image_id: imageId })
        .where('id', '=', profileId)
        .where(sql<boolean>`exists (select 1 from images i where i.id = ${imageId} and i.profile_id = ${profileId})`)
        .executeTakeFirst();
      chats.invalidateChatsShowing(profileId);
      return result.numUpdatedRows > 0n;
    },

    /**
     * Deletes one of the member's photos; the main photo moves to the next one (active ones
     * first). Returns the files to remove, or null when it is not the member's.
     */
    async remove(profileId: number, imageId: number): Promise<PhotoFiles | null> {
      const files = await db.transaction().execute(async (trx) => {
        const profile = await trx
          .selectFrom('profiles')
          .select('main_image_id')
          .where('id', '=', profileId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const image = await trx
          .selectFrom('images')
          .select(['filename', 'thumb_filename'])
          .where('id', '=', imageId)
          .where('profile_id', '=', profileId)
          .executeTakeFirst();
        if (!image) return null;
        if (profile.main_image_id === imageId) await moveMain(trx, profileId, imageId);
        await trx.deleteFrom('images').where('id', '=', imageId).execute();
        return image;
      });
      if (files) chats.invalidateChatsShowing(profileId);
      return files;
    },

    /**
     * The operator's decision on a pending photo (the photo queue, issue 31): `active` (shown to
     * others) or `disabled` (hidden). A disabled main photo hands the main role to the first
     * other active photo, if any. `inTransaction` runs in the same transaction once the photo
     * changed (the audit row). Null for an unknown id or a photo no longer pending.
     */
    async review(
      imageId: number,
      status: 'active' | 'disabled',
      inTransaction?: (trx: Kysely<DB>, image: ReviewedImage) => Promise<void>,
    ): Promise<ReviewedImage | null> {
      const image = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('images')
          .set({ status })
          .where('id', '=', imageId)
          .where('status', '=', 'pending')
          .returning([...IMAGE_COLUMNS, 'profile_id'])
          .executeTakeFirst();
        if (!updated) return null;
        if (status === 'disabled') {
          const other = await trx
            .selectFrom('images')
            .select('id')
            .where('profile_id', '=', updated.profile_id)
            .where('status', '=', 'active')
            .where('id', '<>', imageId)
            .orderBy('position')
            .orderBy('id')
            .executeTakeFirst();
          if (other) {
            await trx
              .updateTable('profiles')
              .set({ main_image_id: other.id })
              .where('id', '=', updated.profile_id)
              .where('main_image_id', '=', imageId)
              .execute();
          }
        }
        await inTransaction?.(trx, updated);
        return updated;
      });
      if (image) chats.invalidateChatsShowing(image.profile_id);
      return image;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;

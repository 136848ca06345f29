import { PHOTO_SIZES } from '@amora/contracts/constants';
import type { Image } from '../types';

/**
 * The `srcset` of a member photo (spec §3 images): its thumbnail and the full photo with their
 * widths (`PHOTO_SIZES`, both made by sharp), so the browser takes the 96 px thumbnail only for
 * small boxes and the full photo where the thumbnail would be stretched (issue 12: the likes
 * grid, lander tiles). Pair it with `sizes` = the box's CSS width.
 */
export function photoSrcSet(cdnPrefix: string, image: Pick<Image, 'filename' | 'thumb_filename'>): string {
  return `${cdnPrefix}${image.thumb_filename} ${PHOTO_SIZES.thumb}w, ${cdnPrefix}${image.filename} ${PHOTO_SIZES.full}w`;
}

import type { Image, Profile } from '@amora/shared';

/** Who a member wants to meet (spec §3, contract issue 4). */
export type LookingFor = 'female' | 'male' | 'both';

/**
 * `GET /api/profile.php?id=<own id>` for the owner (contract issue 4): the public profile with every
 * photo (pending ones too), the interest keys and the owner-only fields. `date_of_birth` is
 * `YYYY-MM-DD`, `lat`/`lon` in degrees.
 */
export interface OwnProfileDetail extends Profile {
  images: Image[];
  interests: string[];
  looking_for: LookingFor | null;
  invisible: boolean;
  date_of_birth: string;
  lat: number | null;
  lon: number | null;
}

/** The body of `PUT /api/profile.php` (contract issue 4): every field optional. */
export interface ProfileUpdate {
  name?: string;
  about?: string;
  gender?: 'female' | 'male';
  looking_for?: LookingFor;
  date_of_birth?: string;
  country?: string;
  region_code?: string | null;
  city?: string | null;
  lat?: number;
  lon?: number;
  interests?: string[];
  invisible?: boolean;
  timezone?: string;
}

/** `GET|PUT|DELETE /api/photos.php` (contract issue 4): own photos by position, the upload limit (3 or 25) and the main photo. */
export interface PhotosState {
  images: Image[];
  limit: number;
  main_image_id: number | null;
}


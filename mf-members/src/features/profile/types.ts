import type { Image, Profile } from '@amora/shared';

/** `GET /api/profile.php` profile: the public profile with its photos and interest keys (spec §2 members-id). */
export interface ProfileDetail extends Profile {
  /** Active photos for others; every photo (also pending ones) for the owner. */
  images: Image[];
  /** Stable interest keys (`travel`, `board_games`…), translated under `interests.*`. */
  interests: string[];
  /** The logged-in viewer (not the owner) likes this member; false for visitors. */
  liked_by_me?: boolean;
  /** The logged-in viewer blocked this member; false for visitors. */
  blocked_by_me?: boolean;
  /**
   * The logged-in viewer's private note about this member (null when none). Present only for a
   * logged-in viewer who is not the owner, on a site with `visible_profile_notes` (`PUT /api/notes.php`).
   */
  notes?: string | null;
}

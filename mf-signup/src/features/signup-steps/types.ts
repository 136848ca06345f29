import type { Profile } from '@amora/shared';

/** The sign-up steps after the account (spec §4), in their order; `complete` is always last. */
export const SIGNUP_STEPS = ['photo', 'location', 'personal', 'about', 'push', 'complete'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export type Gender = 'female' | 'male';
export type LookingFor = 'female' | 'male' | 'both';

/**
 * The member's own profile as `GET /api/profile.php?id=<own id>` answers it (contract "Own profile
 * extras"): the public profile plus `region_code`, `looking_for`, `lat`/`lon` (degrees). Gender may
 * be null for a member who never gave it.
 */
export interface OwnProfile extends Omit<Profile, 'gender'> {
  gender: Gender | null;
  region_code: string | null;
  looking_for?: LookingFor | null;
  lat?: number | null;
  lon?: number | null;
}

/** The body of `PUT /api/profile.php` used by the steps (every field optional, contract issue 4). */
export interface ProfileUpdate {
  country?: string;
  region_code?: string | null;
  city?: string | null;
  lat?: number;
  lon?: number;
  gender?: Gender;
  looking_for?: LookingFor;
  about?: string;
}

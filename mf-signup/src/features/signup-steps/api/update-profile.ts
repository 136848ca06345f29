import { api } from '@amora/shared';
import type { OwnProfile, ProfileUpdate } from '../types';

/**
 * `PUT /api/profile.php` (login) — saves part of the member's own profile (spec §4 sign-up steps).
 * @returns the own profile after the change.
 * @throws ApiError 400 `invalid_request`, `invalid_region`; 403 `authentication_required`.
 */
export async function updateProfile(update: ProfileUpdate): Promise<OwnProfile> {
  const { profile } = await api.put<{ profile: OwnProfile }>('/api/profile.php', update);
  return profile;
}

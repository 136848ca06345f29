import { type Image, type Profile, api } from '@amora/shared';

/** A profile as `GET /api/profile.php` answers it: the public profile plus its images and interests. */
export type ProfileDetail = Profile & { images: Image[]; interests: string[] };

/**
 * `GET /api/profile.php?id=` — one member's public profile (spec §2), allowed for visitors when the site permits.
 * @throws ApiError: 404 `not_found`, 403 `authentication_required` when visitors may not see it.
 */
export async function getProfile(id: number): Promise<ProfileDetail> {
  const result = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id });
  return result.profile;
}

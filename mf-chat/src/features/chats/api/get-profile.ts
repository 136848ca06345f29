import { type Image, type Profile, api } from '@amora/shared';

/** A profile as `GET /api/profile.php` answers it: the public profile plus its images and interests. */
export type ProfileDetail = Profile & { images: Image[]; interests: string[] };

/**
 * `GET /api/profile.php?id=` — one member's profile, used to start a new conversation (spec §2).
 * @param id the member's profile id.
 * @throws ApiError, 404 `not_found` for an unknown member.
 */
export async function getProfile(id: number): Promise<ProfileDetail> {
  const result = await api.get<{ profile: ProfileDetail }>('/api/profile.php', { id });
  return result.profile;
}

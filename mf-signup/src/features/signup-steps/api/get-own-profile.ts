import { api } from '@amora/shared';
import type { OwnProfile } from '../types';

/**
 * `GET /api/profile.php?id=<own profile id>` — the member's own profile with the owner's extras
 * (`looking_for`, `region_code`, `lat`, `lon`; contract "Own profile extras").
 * @throws ApiError 404 `not_found`.
 */
export async function getOwnProfile(profileId: number): Promise<OwnProfile> {
  const { profile } = await api.get<{ profile: OwnProfile }>('/api/profile.php', { id: profileId });
  return profile;
}

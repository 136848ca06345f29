import { api } from '@amora/shared';
import type { OwnProfileDetail } from '@amora/shared';
import type { ProfileUpdate } from '@amora/contracts';

/**
 * `PUT /api/profile.php` (contract issue 4): saves the given fields of the own profile and returns it.
 * @throws ApiError 400 `invalid_request` (+ `issues[{path, message}]`), `too_young` (+ `min_age`),
 * `name_equals_email`, `name_starts_with_at`, `invalid_region`, `unknown_interest`, `invalid_timezone`.
 */
export async function updateProfile(update: ProfileUpdate): Promise<OwnProfileDetail> {
  const body = await api.put<{ profile: OwnProfileDetail }>('/api/profile.php', update);
  return body.profile;
}

import { api } from '@amora/shared';
import { queryKeys, useMutation, useQueryClient } from '@amora/shared/query';
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

/**
 * `updateProfile` as a mutation; the saved profile replaces the cached one (`queryKeys.profile(id)`), so
 * a later step or page shows what was saved without a new request.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => client.setQueryData(queryKeys.profile(profile.id), profile) });
}

import { api } from '@amora/shared';

/**
 * `POST /api/blocks.php {profile}` (login, spec §6): blocks a member — both stop seeing each other in
 * search, suggestions, likes and chats, and the blocked member gets the blocked notice on this profile.
 * @throws ApiError — 404 for an unknown profile.
 */
export async function blockProfile(profile: number): Promise<void> {
  await api.post<{ ok: true }>('/api/blocks.php', { profile });
}

/** `DELETE /api/blocks.php {profile}` (login): lifts a block. @throws ApiError as {@link blockProfile}. */
export async function unblockProfile(profile: number): Promise<void> {
  await api.delete<{ ok: true }>('/api/blocks.php', { profile });
}

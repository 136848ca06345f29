import { api } from '@amora/shared';

/**
 * `PUT /api/profile.php {invisible: true}` (spec §4: invisible mode hides the member from search,
 * messaging and likes) — the first alternative the deletion modal offers (spec §2).
 * @throws ApiError on failure (network, 5xx).
 */
export async function goInvisible(): Promise<void> {
  await api.put<{ profile: unknown }>('/api/profile.php', { invisible: true });
}

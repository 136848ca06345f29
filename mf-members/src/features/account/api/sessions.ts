import { type SessionInfo, api } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/sessions.php` (issue 16) → the member's live sessions, last used first (`id`,
 * `created_at`/`last_seen_at` ISO 8601, `browser`/`os` names or '', `current` for this browser).
 * @throws ApiError — 403 authentication_required.
 */
export async function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await api.get<{ sessions: SessionInfo[] }>('/api/sessions.php', undefined, { signal })).sessions;
}

/** `getSessions` as a query, key `['sessions']`. */
export function sessionsQueryOptions() {
  return queryOptions({ queryKey: ['sessions'], queryFn: ({ signal }) => getSessions(signal) });
}

/**
 * `DELETE /api/sessions.php?id=` → ends one of the member's sessions (that browser is logged out).
 * @throws ApiError — 404 not_found when it is not (or no longer) the member's.
 */
export async function endSession(id: number): Promise<void> {
  await api.delete<{ ok: true }>(`/api/sessions.php?id=${id}`);
}

/** `DELETE /api/sessions.php?all=1` → logs the member out everywhere, this browser included. */
export async function endAllSessions(): Promise<void> {
  await api.delete<{ ok: true }>('/api/sessions.php?all=1');
}

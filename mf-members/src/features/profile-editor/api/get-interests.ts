import { api } from '@amora/shared';

let cached: Promise<string[]> | null = null;

/**
 * `GET /api/interests.php` → the interest keys (`travel`, `board_games`…) in the API's order, loaded
 * once per page (spec §7); a failed request is tried again on the next call.
 * @throws ApiError
 */
export function getInterests(): Promise<string[]> {
  cached ??= api.get<{ interests: { id: number; key: string }[] }>('/api/interests.php').then(
    (body) => body.interests.map((interest) => interest.key),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

import { type LikesState, bus, useBusResource } from '@amora/shared';
import { getLikes } from '../api/get-likes';

export interface LikesView {
  /** The lists from `bus.likes$`; `null` until known. */
  likes: LikesState | null;
  /** The error of the first load, if it failed. */
  error: unknown;
  /** Tries the first load again. */
  retry: () => void;
}

/**
 * The likes lists (spec §7 `GET /api/likes.php`) from `bus.likes$`, loaded once when the shell has
 * not published them yet. Callers show progress only while `likes` is `null`.
 */
export function useLikes(): LikesView {
  const { value, error, retry } = useBusResource(bus.likes$, getLikes);
  return { likes: value, error, retry };
}

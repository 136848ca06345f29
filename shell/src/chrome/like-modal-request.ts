/**
 * The like modal's request of a page (spec §4 query parameter `t`), read by the chrome as the page
 * opens — small and separate from the lazily loaded host, so the chrome's first chunk stays small.
 */

/** Longest wait honoured for `t`, in seconds (an hour): larger values are treated as invalid. */
const MAX_DELAY_S = 3_600;

/** The `t` query parameter of `search` as whole seconds, or null when absent or invalid. */
export function likeModalDelay(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds <= MAX_DELAY_S ? seconds : null;
}

/**
 * A page's request for the like modal, as the chrome saw it when the page opened: its path (with
 * the locale prefix), `t` in seconds (null when invalid) and when it was seen (`Date.now()`, ms).
 */
export interface LikeModalRequest {
  path: string;
  seconds: number | null;
  at: number;
}

/** The like modal request of the current address, or null when it has no `t`. */
export function likeModalRequest(path: string, search: string, at = Date.now()): LikeModalRequest | null {
  return new URLSearchParams(search).has('t') ? { path, seconds: likeModalDelay(search), at } : null;
}
